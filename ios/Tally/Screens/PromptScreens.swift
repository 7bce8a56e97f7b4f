// The game's questions and the small forms of the scoreboard: a dispatch on a dark
// space (Messages) with the live breakdown of the chosen tile, the robber's victim
// and placement (Robbers), a correction.

import SwiftUI
import TallyCore
import TallyKit

// MARK: dispatch

struct DispatchScreen: View {
    let model: DispatchModel

    var body: some View {
        DispatchView(state: model.viewState, send: model.send(viewAction:))
    }
}

struct DispatchView: View {
    let state: DispatchViewState
    let send: (DispatchViewAction) -> Void

    var body: some View {
        Form {
            if let player = state.player {
                Section {
                    PlayerLabel(name: player.name, rgb: player.rgb)
                        .font(.headline)
                    Text("Figure \(Int(state.figure) + 1) stopped on dark space \(Int(state.space)): draw a dispatch.")
                }
            }
            Section("Dispatch") {
                Picker("Dispatch", selection: Binding(read: { state.tile }, write: { send(.chooseTile($0)) })) {
                    ForEach(state.tiles) { tile in
                        VStack(alignment: .leading) {
                            Text(tile.title)
                            Text(tile.detail)
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                        .tag(tile)
                    }
                }
                .pickerStyle(.inline)
                .labelsHidden()
            }
            if state.tile.needsCount {
                Section {
                    CountRow(label: String(localized: "How many"), range: 0...100, value: state.count) { send(.setCount($0)) }
                }
            }
            if state.tile == .scoreMeeple {
                Section {
                    Picker("Feature", selection: Binding<String?>(
                        read: { state.meepleFeature },
                        write: { if let key = $0 { send(.chooseMeepleFeature(key)) } })
                    ) {
                        Text("Choose").tag(String?.none)
                        ForEach(state.meepleFeatures) { feature in
                            Text(feature.name).tag(String?.some(feature.key))
                        }
                    }
                }
            }
            if let form = state.form {
                SchemaFormSections(form: form, errorField: refusedField) { send(.edit($0)) }
            }
            if let row = state.figureChoice {
                FigureChoiceSection(rows: [row]) { _, figure in send(.chooseFigure(figure)) }
            }
            BreakdownSection(preview: state.preview)
            Section {
                Button {
                    send(.resolve)
                } label: {
                    Text("Resolve the dispatch")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!state.canResolve)
                Button {
                    send(.undo)
                } label: {
                    Label("Undo the last scoring", systemImage: "arrow.uturn.backward")
                }
            }
        }
        .navigationTitle("Dispatch")
        .navigationBarTitleDisplayMode(.inline)
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    /// The input the core's preview (or a refusal) is about, to highlight it.
    private var refusedField: String? {
        if case .refused(_, let field)? = state.preview { return field }
        return state.alert?.field
    }
}

// MARK: the robber's choice

struct RobberChoiceScreen: View {
    let model: RobberChoiceModel

    var body: some View {
        RobberChoiceView(state: model.viewState, send: model.send(viewAction:))
    }
}

struct RobberChoiceView: View {
    let state: RobberChoiceViewState
    let send: (RobberChoiceViewAction) -> Void

    var body: some View {
        List {
            if let owner = state.owner {
                Section {
                    PlayerLabel(name: owner.name, rgb: owner.rgb)
                        .font(.headline)
                    Text("Several figures left space \(Int(state.space)) this round: whose points does the robber take?")
                }
            }
            Section("Rob") {
                ForEach(state.candidates) { candidate in
                    Button {
                        send(.choose(candidate.player.id))
                    } label: {
                        HStack {
                            PlayerLabel(name: candidate.player.name, rgb: candidate.player.rgb)
                            Spacer()
                            Text("\(Int(candidate.points)) points scored")
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            Section {
                Button { send(.undo) } label: { Label("Undo the last scoring", systemImage: "arrow.uturn.backward") }
            }
        }
        .navigationTitle("Robber")
        .navigationBarTitleDisplayMode(.inline)
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

// MARK: placing a robber

struct RobberPlacementScreen: View {
    let model: RobberPlacementModel
    let close: () -> Void

    var body: some View {
        RobberPlacementView(state: model.viewState, send: model.send(viewAction:), close: close)
            .onChange(of: model.viewState.isDone) { _, done in
                if done { close() }
            }
    }
}

struct RobberPlacementView: View {
    let state: RobberPlacementViewState
    let send: (RobberPlacementViewAction) -> Void
    let close: () -> Void

    var body: some View {
        Form {
            Section("Robber of") {
                Picker("Robber of", selection: Binding(read: { state.owner }, write: { send(.chooseOwner($0)) })) {
                    ForEach(state.owners) { owner in
                        Text(label(of: owner)).tag(owner.id)
                    }
                }
                .pickerStyle(.inline)
                .labelsHidden()
            }
            Section {
                if state.spaces.isEmpty {
                    Text("No other player's figure is on the track yet.")
                        .foregroundStyle(.secondary)
                }
                ForEach(state.spaces) { option in
                    Button {
                        send(.chooseSpace(option.space))
                    } label: {
                        HStack {
                            Text("Space \(Int(option.space))")
                                .foregroundStyle(.primary)
                            Spacer()
                            ForEach(option.occupants) { player in
                                ColourDot(rgb: player.rgb)
                            }
                            if state.space == option.space {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                    .accessibilityLabel(Text("Space \(Int(option.space)): \(option.occupants.map(\.name).joined(separator: ", "))"))
                    .accessibilityAddTraits(state.space == option.space ? .isSelected : [])
                }
            } header: {
                Text("On a space with another player's figure")
            }
        }
        .navigationTitle("Place a robber")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel", action: close) }
            ToolbarItem(placement: .confirmationAction) {
                Button("Place") { send(.place) }
                    .disabled(!state.canPlace)
            }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private func label(of owner: RobberOwner) -> String {
        guard let space = owner.robberSpace else { return owner.player.name }
        return String(localized: "\(owner.player.name) (on space \(Int(space)))")
    }
}

// MARK: correction

struct CorrectionScreen: View {
    let model: CorrectionModel
    let close: () -> Void

    var body: some View {
        CorrectionView(state: model.viewState, send: model.send(viewAction:), close: close)
            .onChange(of: model.viewState.isDone) { _, done in
                if done { close() }
            }
    }
}

struct CorrectionView: View {
    let state: CorrectionViewState
    let send: (CorrectionViewAction) -> Void
    let close: () -> Void

    var body: some View {
        Form {
            Section {
                Picker("Player", selection: Binding(read: { state.player }, write: { send(.choosePlayer($0)) })) {
                    ForEach(state.players) { player in
                        Text(player.name).tag(player.id)
                    }
                }
                CountRow(label: String(localized: "Points"), range: -500...500, value: state.points) { send(.setPoints($0)) }
                TextField("Reason", text: Binding(read: { state.reason }, write: { send(.setReason($0)) }), axis: .vertical)
            } footer: {
                Text("Negative points take points away. Every correction keeps its reason in the log.")
            }
            if state.figuresPerPlayer > 1 {
                Section("Which figure moves") {
                    Picker("Figure", selection: Binding<UInt32?>(read: { state.figure }, write: { send(.chooseFigure($0)) })) {
                        Text("Automatic").tag(UInt32?.none)
                        ForEach(0..<state.figuresPerPlayer, id: \.self) { index in
                            Text("Figure \(index + 1)").tag(UInt32?.some(UInt32(index)))
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
        }
        .navigationTitle("Correction")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel", action: close) }
            ToolbarItem(placement: .confirmationAction) {
                Button("Record") { send(.submit) }
                    .disabled(!state.canSubmit)
            }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

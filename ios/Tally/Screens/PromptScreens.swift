// The game's questions and the small forms of the scoreboard: a dispatch on a dark
// space (Messages), drawn from the core's tiles, with the live breakdown of the
// choice; the robber's victim and placement (Robbers); a correction; the deletion
// of a past entry with what it changes.

import SwiftUI
import TallyCore
import TallyKit

// MARK: dispatch

struct DispatchScreen: View {
    let model: DispatchModel

    var body: some View {
        DispatchView(state: model.viewState, send: { model.send(viewAction: $0) })
    }
}

struct DispatchView: View {
    let state: DispatchViewState
    let send: (DispatchViewAction) -> Void

    var body: some View {
        SwiftUI.Form {
            if let player = state.player {
                Section {
                    PlayerLabel(name: player.name, rgb: player.rgb)
                        .font(.headline)
                    Text("Figure \(Int(state.figure) + 1) stopped on dark space \(Int(state.space)): draw a dispatch.")
                }
            }
            Section {
                Picker(selection: Binding<String?>(read: { state.tile }, write: { if let key = $0 { send(.chooseTile(key)) } })) {
                    ForEach(state.tiles) { tile in
                        VStack(alignment: .leading) {
                            Text(tile.name)
                            if !tile.help.isEmpty {
                                Text(tile.help)
                                    .font(.footnote)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .tag(String?.some(tile.key))
                    }
                } label: {
                    Text("Dispatch")
                }
                .pickerStyle(.inline)
                .labelsHidden()
            } header: {
                Text("Dispatch")
            }
            if !state.meepleFeatures.isEmpty {
                Section {
                    Picker("Feature", selection: Binding<String?>(
                        read: { state.meepleFeature },
                        write: { if let key = $0 { send(.chooseMeepleFeature(key)) } })
                    ) {
                        Text("Choose").tag(String?.none)
                        ForEach(state.meepleFeatures, id: \.key) { feature in
                            Text(feature.name).tag(String?.some(feature.key))
                        }
                    }
                }
            }
            if let form = state.form {
                SchemaFormSections(form: form, errorField: state.preview?.refusedField ?? state.alert?.field) { send(.edit($0)) }
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
        .navigationTitle(Text("Dispatch"))
        .navigationBarTitleDisplayMode(.inline)
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

// MARK: the robber's choice

struct RobberChoiceScreen: View {
    let model: RobberChoiceModel

    var body: some View {
        RobberChoiceView(state: model.viewState, send: { model.send(viewAction: $0) })
    }
}

struct RobberChoiceView: View {
    let state: RobberChoiceViewState
    let send: (RobberChoiceViewAction) -> Void

    var body: some View {
        SwiftUI.Form {
            if let owner = state.owner {
                Section {
                    PlayerLabel(name: owner.name, rgb: owner.rgb)
                        .font(.headline)
                    Text("Several figures left space \(Int(state.space)) this round: whose points does the robber take?")
                }
            }
            Section {
                ForEach(state.candidates) { candidate in
                    Button {
                        send(.chooseVictim(candidate.player.id))
                    } label: {
                        HStack {
                            PlayerLabel(name: candidate.player.name, rgb: candidate.player.rgb)
                            Spacer()
                            Text("\(Int(candidate.points)) points scored")
                                .foregroundStyle(.secondary)
                            if state.victim == candidate.player.id {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                    .foregroundStyle(.primary)
                    .accessibilityAddTraits(state.victim == candidate.player.id ? .isSelected : [])
                }
            } header: {
                Text("Rob")
            }
            if let row = state.figureChoice {
                FigureChoiceSection(rows: [row]) { _, figure in send(.chooseFigure(figure)) }
            }
            if state.victim != nil {
                BreakdownSection(preview: state.preview)
            }
            Section {
                Button { send(.rob) } label: {
                    Text("Rob")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!state.canRob)
                Button { send(.undo) } label: { Label("Undo the last scoring", systemImage: "arrow.uturn.backward") }
            }
        }
        .navigationTitle(Text("Robber"))
        .navigationBarTitleDisplayMode(.inline)
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

// MARK: placing a robber

struct RobberPlacementScreen: View {
    let model: RobberPlacementModel
    let close: () -> Void

    var body: some View {
        RobberPlacementView(state: model.viewState, send: { model.send(viewAction: $0) }, close: close)
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
        SwiftUI.Form {
            Section {
                Picker("Robber of", selection: Binding(read: { state.owner }, write: { send(.chooseOwner($0)) })) {
                    ForEach(state.owners) { owner in
                        label(of: owner).tag(owner.id)
                    }
                }
                .pickerStyle(.inline)
                .labelsHidden()
            } header: {
                Text("Robber of")
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
        .navigationTitle(Text("Place a robber"))
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

    private func label(of owner: RobberOwner) -> Text {
        guard let space = owner.current else { return Text(owner.player.name) }
        return Text("\(owner.player.name) (on space \(Int(space)))")
    }
}

// MARK: correction

struct CorrectionScreen: View {
    let model: CorrectionModel
    let close: () -> Void

    var body: some View {
        CorrectionView(state: model.viewState, send: { model.send(viewAction: $0) }, close: close)
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
        SwiftUI.Form {
            Section {
                Picker("Player", selection: Binding(read: { state.player }, write: { send(.choosePlayer($0)) })) {
                    ForEach(state.players) { player in
                        Text(player.name).tag(player.id)
                    }
                }
                CountRow(label: String(localized: "Points"), range: -1000...1000, value: state.points) { send(.setPoints($0)) }
                TextField("Reason", text: Binding(read: { state.reason }, write: { send(.setReason($0)) }), axis: .vertical)
            } footer: {
                Text("Negative points take points away. Every correction keeps its reason in the log.")
            }
            if let row = state.figureChoice {
                FigureChoiceSection(rows: [row]) { _, figure in send(.chooseFigure(figure)) }
            }
            if let change = state.change {
                ChangeSection(change: change)
            }
        }
        .navigationTitle(state.editing == nil ? Text("Correction") : Text("Edit the correction"))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel", action: close) }
            ToolbarItem(placement: .confirmationAction) {
                Button { send(.submit) } label: {
                    state.editing == nil ? Text("Record") : Text("Replace")
                }
                .disabled(!state.canSubmit)
            }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

// MARK: deleting a past entry

struct EntryDeletionScreen: View {
    let model: EntryDeletionModel
    let close: () -> Void

    var body: some View {
        EntryDeletionView(state: model.viewState, send: { model.send(viewAction: $0) }, close: close)
            .onChange(of: model.viewState.isDone) { _, done in
                if done { close() }
            }
    }
}

struct EntryDeletionView: View {
    let state: EntryDeletionViewState
    let send: (EntryDeletionViewAction) -> Void
    let close: () -> Void

    var body: some View {
        SwiftUI.Form {
            if let entry = state.entry {
                Section {
                    LogEntryRow(entry: entry)
                } header: {
                    Text("Entry")
                }
            }
            if let change = state.change {
                ChangeSection(change: change)
            } else if state.alert == nil {
                ProgressView()
            }
            Section {
                Button(role: .destructive) { send(.delete) } label: {
                    Label("Delete the entry", systemImage: "trash")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .disabled(!state.canDelete)
            } footer: {
                Text("Later entries are replayed without it.")
            }
        }
        .navigationTitle(Text("Delete an entry"))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel", action: close) }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

// The game's questions and the small forms of the scoreboard: a dispatch on a dark
// space (Messages), the core's dispatch draft with the live breakdown of the
// choice (or, for an edit of a past dispatch, the entry as it would read and what
// the edit changes); the robber's victim and placement (Robbers); a correction;
// the deletion of a past entry with what it changes. Every message names the
// players.

import SwiftUI
import TallyCore
import TallyKit

// MARK: dispatch

struct DispatchScreen: View {
    let model: DispatchModel
    /// Forgets the kept dispatch once it is taken.
    let close: () -> Void
    /// Keeps the dispatch (its draft's JSON) across launches.
    let keep: (SavedScoreForm) -> Void

    var body: some View {
        DispatchView(state: model.viewState, send: { model.send(viewAction: $0) }, close: close)
            .onChange(of: model.viewState.isDone) { _, done in
                if done { close() }
            }
            .onChange(of: model.saved) { _, saved in
                if let saved, !model.viewState.isDone { keep(saved) }
            }
    }
}

/// The core's dispatch draft: who draws, the tiles, what the chosen tile asks (its
/// count, or its feature's fields under "Farm, as at the end of the game", drawn by
/// the score form's own rows), the figure
/// that moves, the breakdown, and "Resolve" always on screen at the bottom with the
/// core's reason when it cannot be taken yet. An edit of a past dispatch ("#2
/// Dispatch") shows the entry's awards as the edit would make them and what it
/// changes, "Replace" instead of "Resolve", and can be cancelled (no undo: nothing
/// is pending).
struct DispatchView: View {
    let state: DispatchViewState
    let send: (DispatchViewAction) -> Void
    /// Leaves an edit unmade (a pending dispatch cannot be left).
    let close: () -> Void

    var body: some View {
        SwiftUI.Form {
            if state.isLoading {
                ProgressView(tx("app-loading"))
            }
            if let player = state.player {
                Section {
                    PlayerLabel(name: player.name, rgb: player.rgb)
                        .font(.headline)
                    Text(tx("app-dispatch-drawn", [
                        "player": .text(player.name), "figure": .count(state.figure + 1), "space": .count(state.space),
                    ]))
                }
            }
            if !state.tiles.isEmpty {
                Section {
                    Picker(selection: Binding<String?>(
                        read: { state.tile }, write: { if let key = $0 { send(.chooseTile(key)) } })
                    ) {
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
                        Text(tx("app-dispatch"))
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                } header: {
                    Text(tx("app-dispatch-choose"))
                }
            }
            if !state.meepleFeatures.isEmpty {
                Section {
                    Picker(tx("app-dispatch-meeple-feature"), selection: Binding<String?>(
                        read: { state.feature },
                        write: { if let key = $0 { send(.chooseFeature(key)) } })
                    ) {
                        ForEach(state.meepleFeatures, id: \.key) { feature in
                            Text(feature.name).tag(String?.some(feature.key))
                        }
                    }
                }
            }
            if let count = state.count {
                Section {
                    DraftFieldRow(item: 0, field: count, player: nil,
                                  isMarked: (state.refusalField ?? state.alert?.field) == count.name,
                                  send: { if let action = DispatchViewAction(count: $0) { send(action) } })
                }
            }
            if let item = state.item {
                Section {
                    Text(tx("app-dispatch-feature-form", ["feature": .text(item.name)]))
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                }
                DraftFormSections(item: item, refusalField: state.refusalField ?? state.alert?.field,
                                  send: { send(.field($0)) })
            }
            FigureChoiceSection(rows: state.figures) { _, figure in send(.chooseFigure(figure)) }
            AwardsSection(awards: state.preview, whyNot: state.submit.whyNot)
            if let change = state.change {
                ChangeSection(change: change)
            }
            if state.editing == nil {
                Section {
                    Button {
                        send(.undo)
                    } label: {
                        Label(tx("app-undo-last-scoring"), systemImage: "arrow.uturn.backward")
                    }
                }
            }
        }
        .navigationTitle(Text(title))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            if state.editing != nil {
                ToolbarItem(placement: .cancellationAction) {
                    Button(tx("app-cancel"), action: { close() })
                }
            }
        }
        .safeAreaInset(edge: .bottom) { resolve }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    /// "Dispatch", or for an edit the entry's number: "#2 Dispatch".
    private var title: String {
        guard let seq = state.editing else { return tx("app-dispatch") }
        return tx("app-entry-title", ["seq": .number(Int64(seq)), "title": .text(tx("app-dispatch"))])
    }

    /// "Resolve" (or "Replace" for an edit): always on screen, with why not yet.
    private var resolve: some View {
        SubmitBar(title: state.editing == nil ? tx("app-dispatch-resolve") : tx("app-replace"),
                  submit: state.submit, isLoading: state.isLoading) { send(.resolve) }
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
                    Text(tx("app-robber-chooses", ["player": .text(owner.name), "space": .count(state.space)]))
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
                            Text(tx("app-points-scored", ["points": .number(candidate.points)]))
                                .foregroundStyle(.secondary)
                            if state.victim == candidate.player.id {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                    .foregroundStyle(.primary)
                    .accessibilityLabel(Text(tx("app-robber-candidate", [
                        "player": .text(candidate.player.name), "points": .number(candidate.points),
                    ])))
                    .accessibilityAddTraits(state.victim == candidate.player.id ? .isSelected : [])
                }
            } header: {
                Text(tx("app-rob"))
            }
            if let row = state.figureChoice {
                FigureChoiceSection(rows: [row]) { _, figure in send(.chooseFigure(figure)) }
            }
            if state.victim != nil {
                BreakdownSection(preview: state.preview)
            }
            Section {
                Button { send(.rob) } label: {
                    Text(tx("app-rob"))
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!state.canRob)
                Button { send(.undo) } label: { Label(tx("app-undo-last-scoring"), systemImage: "arrow.uturn.backward") }
            }
        }
        .navigationTitle(Text(tx("app-robber")))
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
                Picker(tx("app-robber-of-heading"), selection: Binding(read: { state.owner }, write: { send(.chooseOwner($0)) })) {
                    ForEach(state.owners) { owner in
                        label(of: owner).tag(owner.id)
                    }
                }
                .pickerStyle(.inline)
                .labelsHidden()
            } header: {
                Text(tx("app-robber-of-heading"))
            }
            Section {
                if state.spaces.isEmpty {
                    Text(tx("app-robber-nowhere"))
                        .foregroundStyle(.secondary)
                }
                ForEach(state.spaces) { option in
                    Button {
                        send(.chooseSpace(option.space))
                    } label: {
                        HStack {
                            Text(tx("app-space-number", ["space": .count(option.space)]))
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
                    .accessibilityLabel(Text(tx("app-space-with", [
                        "space": .count(option.space), "names": .text(option.occupants.map(\.name).joined(separator: ", ")),
                    ])))
                    .accessibilityAddTraits(state.space == option.space ? .isSelected : [])
                }
            } header: {
                Text(tx("app-robber-spaces"))
            }
        }
        .navigationTitle(Text(tx("app-place-robber")))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button(tx("app-cancel"), action: { close() }) }
            ToolbarItem(placement: .confirmationAction) {
                Button(tx("app-place")) { send(.place) }
                    .disabled(!state.canPlace)
            }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private func label(of owner: RobberOwner) -> Text {
        guard let space = owner.current else { return Text(owner.player.name) }
        return Text(tx("app-robber-owner-on-space", ["player": .text(owner.player.name), "space": .count(space)]))
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
                Picker(tx("app-player"), selection: Binding(read: { state.player }, write: { send(.choosePlayer($0)) })) {
                    ForEach(state.players) { player in
                        Text(player.name).tag(player.id)
                    }
                }
                CountRow(label: tx("app-points"), value: state.points, set: { send(.setPoints($0)) },
                         step: { send(.setPoints(state.points + $0)) })
                TextField(tx("app-reason"), text: Binding(read: { state.reason }, write: { send(.setReason($0)) }),
                          axis: .vertical)
            } footer: {
                Text(tx("app-correction-footer"))
            }
            if let row = state.figureChoice {
                FigureChoiceSection(rows: [row]) { _, figure in send(.chooseFigure(figure)) }
            }
            if let change = state.change {
                ChangeSection(change: change)
            }
        }
        .navigationTitle(Text(state.editing == nil ? tx("app-correction") : tx("app-edit-correction")))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button(tx("app-cancel"), action: { close() }) }
            ToolbarItem(placement: .confirmationAction) {
                Button { send(.submit) } label: {
                    Text(state.editing == nil ? tx("app-record") : tx("app-replace"))
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
                    Text(tx("app-entry-heading"))
                }
            }
            if let change = state.change {
                ChangeSection(change: change)
            } else if state.alert == nil {
                ProgressView(tx("app-loading"))
            }
            Section {
                Button(role: .destructive) { send(.delete) } label: {
                    Label(tx("app-delete-entry"), systemImage: "trash")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .disabled(!state.canDelete)
            } footer: {
                Text(tx("app-delete-entry-footer"))
            }
        }
        .navigationTitle(Text(tx("app-delete-an-entry")))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button(tx("app-cancel"), action: { close() }) }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

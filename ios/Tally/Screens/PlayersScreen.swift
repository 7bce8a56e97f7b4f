// The roster: players reused across games with their favourite colour; add,
// rename (the new name shows in every game), recolour, and merge a duplicate into
// another player (their games become that player's) after a confirmation.

import SwiftUI
import TallyCore
import TallyKit

struct PlayersScreen: View {
    let model: PlayersModel

    var body: some View {
        PlayersView(state: model.viewState, send: { model.send(viewAction: $0) })
            .onAppear { model.send(viewAction: .refresh) }
    }
}

/// A merge waiting for its confirmation.
private struct PendingMerge: Identifiable {
    let keep: RosterChoice
    let duplicate: RosterChoice
    var id: String { "\(keep.id)-\(duplicate.id)" }
}

struct PlayersView: View {
    let state: PlayersViewState
    let send: (PlayersViewAction) -> Void

    @State private var adding = false
    @State private var newName = ""
    @State private var newColour: Colour = .red
    @State private var renaming: RosterChoice?
    @State private var renamed = ""
    @State private var merging: PendingMerge?

    var body: some View {
        List {
            if state.players.isEmpty {
                ContentUnavailableView(tx("app-no-players"), systemImage: "person.2",
                                       description: Text(tx("app-no-players-description")))
            }
            ForEach(state.players) { player in
                row(player)
            }
        }
        .navigationTitle(Text(tx("app-players")))
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    newName = ""
                    adding = true
                } label: {
                    Label(tx("app-add-player"), systemImage: "plus")
                }
            }
        }
        .sheet(isPresented: $adding) { addSheet }
        .alert(tx("app-rename"), isPresented: Binding(read: { renaming != nil }, write: { if !$0 { renaming = nil } }),
               presenting: renaming) { player in
            TextField(tx("app-name-field"), text: $renamed)
            Button(tx("app-rename")) { send(.rename(player.id, renamed)) }
            Button(tx("app-cancel"), role: .cancel) {}
        } message: { player in
            Text(tx("app-rename-message", ["player": .text(player.name)]))
        }
        .confirmationDialog(tx("app-merge-question"),
                            isPresented: Binding(read: { merging != nil }, write: { if !$0 { merging = nil } }),
                            titleVisibility: .visible, presenting: merging) { merge in
            Button(tx("app-merge-into", ["duplicate": .text(merge.duplicate.name), "keep": .text(merge.keep.name)]),
                   role: .destructive) {
                send(.merge(keep: merge.keep.id, duplicate: merge.duplicate.id))
            }
            Button(tx("app-cancel"), role: .cancel) {}
        } message: { merge in
            Text(tx("app-merge-message", ["duplicate": .text(merge.duplicate.name), "keep": .text(merge.keep.name)]))
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    /// Opens the rename alert with the player's name filled in.
    private func rename(_ player: RosterChoice) {
        renamed = player.name
        renaming = player
    }

    private func row(_ player: RosterChoice) -> some View {
        HStack {
            ColourDot(rgb: player.rgb, size: 20)
            Text(player.name)
            Spacer()
            Text(tx("app-game-count", ["games": .number(player.games)]))
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
        .contextMenu { actions(player) }
        .swipeActions {
            Button { rename(player) } label: { Label(tx("app-rename"), systemImage: "pencil") }
        }
    }

    @ViewBuilder private func actions(_ player: RosterChoice) -> some View {
        Button { rename(player) } label: { Label(tx("app-rename"), systemImage: "pencil") }
        Menu {
            ForEach(state.colours) { choice in
                Button { send(.recolour(player.id, choice.colour)) } label: { choice.colour.title }
            }
        } label: {
            Label(tx("app-favourite-colour"), systemImage: "paintpalette")
        }
        let others = state.players.filter { $0.id != player.id }
        if !others.isEmpty {
            Menu {
                ForEach(others) { other in
                    Button { merging = PendingMerge(keep: other, duplicate: player) } label: { Text(other.name) }
                }
            } label: {
                Label(tx("app-merge-into-menu"), systemImage: "arrow.triangle.merge")
            }
        }
    }

    private var addSheet: some View {
        NavigationStack {
            SwiftUI.Form {
                TextField(tx("app-name-field"), text: $newName)
                    .textInputAutocapitalization(.words)
                Picker(tx("app-favourite-colour"), selection: $newColour) {
                    ForEach(state.colours) { choice in
                        choice.colour.title.tag(choice.colour)
                    }
                }
            }
            .navigationTitle(Text(tx("app-new-player")))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button(tx("app-cancel")) { adding = false } }
                ToolbarItem(placement: .confirmationAction) {
                    Button(tx("app-add")) {
                        send(.add(name: newName, colour: newColour))
                        adding = false
                    }
                    .disabled(newName.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
        .presentationDetents([.medium])
    }
}

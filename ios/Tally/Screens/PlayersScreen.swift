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
                ContentUnavailableView("No players yet", systemImage: "person.2",
                                       description: Text("Players join the list when they play a game, or add them here."))
            }
            ForEach(state.players) { player in
                row(player)
            }
        }
        .navigationTitle(Text("Players"))
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button { newName = ""; adding = true } label: { Label("Add player", systemImage: "plus") }
            }
        }
        .sheet(isPresented: $adding) { addSheet }
        .alert(Text("Rename"), isPresented: Binding(read: { renaming != nil }, write: { if !$0 { renaming = nil } }),
               presenting: renaming) { player in
            TextField("Name", text: $renamed)
            Button("Rename") { send(.rename(player.id, renamed)) }
            Button("Cancel", role: .cancel) {}
        } message: { player in
            Text("The new name replaces \(player.name) in every game.")
        }
        .confirmationDialog(Text("Merge the players?"), isPresented: Binding(read: { merging != nil }, write: { if !$0 { merging = nil } }),
                            titleVisibility: .visible, presenting: merging) { merge in
            Button("Merge \(merge.duplicate.name) into \(merge.keep.name)", role: .destructive) {
                send(.merge(keep: merge.keep.id, duplicate: merge.duplicate.id))
            }
        } message: { merge in
            Text("\(merge.duplicate.name)'s games become \(merge.keep.name)'s, and \(merge.duplicate.name) leaves the list.")
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private func row(_ player: RosterChoice) -> some View {
        HStack {
            ColourDot(rgb: player.rgb, size: 20)
            Text(player.name)
            Spacer()
            Text("\(Int(player.games)) games")
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
        .contextMenu { actions(player) }
        .swipeActions {
            Button { renamed = player.name; renaming = player } label: { Label("Rename", systemImage: "pencil") }
        }
    }

    @ViewBuilder private func actions(_ player: RosterChoice) -> some View {
        Button { renamed = player.name; renaming = player } label: { Label("Rename", systemImage: "pencil") }
        Menu {
            ForEach(state.colours) { choice in
                Button { send(.recolour(player.id, choice.colour)) } label: { choice.colour.title }
            }
        } label: {
            Label("Favourite colour", systemImage: "paintpalette")
        }
        let others = state.players.filter { $0.id != player.id }
        if !others.isEmpty {
            Menu {
                ForEach(others) { other in
                    Button { merging = PendingMerge(keep: other, duplicate: player) } label: { Text(other.name) }
                }
            } label: {
                Label("Merge into…", systemImage: "arrow.triangle.merge")
            }
        }
    }

    private var addSheet: some View {
        NavigationStack {
            SwiftUI.Form {
                TextField("Name", text: $newName)
                    .textInputAutocapitalization(.words)
                Picker("Favourite colour", selection: $newColour) {
                    ForEach(state.colours) { choice in
                        choice.colour.title.tag(choice.colour)
                    }
                }
            }
            .navigationTitle(Text("New player"))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { adding = false } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
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

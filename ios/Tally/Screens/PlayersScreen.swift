// The roster: players reused across games with their favourite colour; add,
// rename, recolour, and merge a duplicate into another player.

import SwiftUI
import TallyCore
import TallyKit

struct PlayersScreen: View {
    let model: PlayersModel

    var body: some View {
        PlayersView(state: model.viewState, send: model.send(viewAction:))
            .onAppear { model.send(viewAction: .refresh) }
    }
}

struct PlayersView: View {
    let state: PlayersViewState
    let send: (PlayersViewAction) -> Void

    @State private var adding = false
    @State private var newName = ""
    @State private var newColour: Colour = .red
    @State private var renaming: RosterChoice?
    @State private var renamed = ""

    var body: some View {
        List {
            if state.players.isEmpty {
                ContentUnavailableView("No players yet", systemImage: "person.2",
                                       description: Text("Players join the list when they play a game, or add them here."))
            }
            ForEach(state.players) { player in
                HStack {
                    ColourDot(rgb: player.rgb, size: 20)
                    Text(player.name)
                    Spacer()
                    Text("\(Int(player.games)) games")
                        .foregroundStyle(.secondary)
                }
                .accessibilityElement(children: .combine)
                .contextMenu {
                    Button { renamed = player.name; renaming = player } label: { Label("Rename", systemImage: "pencil") }
                    Menu {
                        ForEach(state.colours) { choice in
                            Button { send(.recolour(player.id, choice.colour)) } label: { Text(choice.colour.title) }
                        }
                    } label: {
                        Label("Favourite colour", systemImage: "paintpalette")
                    }
                    let others = state.players.filter { $0.id != player.id }
                    if !others.isEmpty {
                        Menu {
                            ForEach(others) { other in
                                Button { send(.merge(keep: other.id, duplicate: player.id)) } label: { Text(other.name) }
                            }
                        } label: {
                            Label("Merge into…", systemImage: "arrow.triangle.merge")
                        }
                    }
                }
                .swipeActions {
                    Button { renamed = player.name; renaming = player } label: { Label("Rename", systemImage: "pencil") }
                }
            }
        }
        .navigationTitle("Players")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button { newName = ""; adding = true } label: { Label("Add player", systemImage: "plus") }
            }
        }
        .sheet(isPresented: $adding) {
            NavigationStack {
                Form {
                    TextField("Name", text: $newName)
                        .textInputAutocapitalization(.words)
                    Picker("Favourite colour", selection: $newColour) {
                        ForEach(state.colours) { choice in
                            Text(choice.colour.title).tag(choice.colour)
                        }
                    }
                }
                .navigationTitle("New player")
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
        .alert(Text("Rename"), isPresented: Binding(read: { renaming != nil }, write: { if !$0 { renaming = nil } }), presenting: renaming) { player in
            TextField("Name", text: $renamed)
            Button("Rename") { send(.rename(player.id, renamed)) }
            Button("Cancel", role: .cancel) {}
        } message: { player in
            Text("The new name replaces \(player.name) in every game.")
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

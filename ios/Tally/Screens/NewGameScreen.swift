// New game: players in turn order (from the roster or new) with their colours,
// the edition, presets, the expansion selector grouped as Part C with each
// expansion's components, and the rule variants. Everything listed comes from the
// core's catalogs.

import SwiftUI
import TallyCore
import TallyKit

struct NewGameScreen: View {
    let model: NewGameModel

    var body: some View {
        NewGameView(state: model.viewState, send: { model.send(viewAction: $0) })
    }
}

struct NewGameView: View {
    let state: NewGameViewState
    let send: (NewGameViewAction) -> Void
    @State private var newName = ""

    var body: some View {
        SwiftUI.Form {
            playersSection
            Section(tx("app-edition")) {
                Picker(tx("app-edition"), selection: Binding(read: { state.edition }, write: { send(.setEdition($0)) })) {
                    ForEach(state.editions, id: \.key) { edition in
                        Text(edition.name).tag(edition.edition)
                    }
                }
            }
            presetsSection
            ForEach(Array(state.sections.enumerated()), id: \.element.id) { index, section in
                // The expansions' count heads the first tab, as one heading over them all.
                ExpansionSectionView(
                    section: section,
                    header: index == 0 ? tx("app-new-game-expansions", ["chosen": .count(state.selectedCount)]) : nil,
                    send: send)
            }
            variantsSection
            if !state.problems.isEmpty {
                Section {
                    ForEach(Array(state.problems.enumerated()), id: \.offset) { _, problem in
                        Label { problem.message } icon: { Image(systemName: "exclamationmark.circle") }
                            .foregroundStyle(.orange)
                    }
                }
            }
        }
        .navigationTitle(Text(tx("app-new-game")))
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button(tx("app-start-game")) { send(.start) }
                    .disabled(!state.canStart)
            }
            ToolbarItem(placement: .topBarTrailing) {
                EditButton()
            }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private var playersSection: some View {
        Section {
            ForEach(state.seats) { seat in
                SeatRow(seat: seat, colours: state.colours, send: send)
                    .accessibilityActions {
                        if let index = state.seats.firstIndex(where: { $0.id == seat.id }), index > 0 {
                            Button(tx("app-move-up", ["name": .text(seat.name)])) { send(.moveSeat(from: index, to: index - 1)) }
                        }
                        Button(tx("app-remove", ["name": .text(seat.name)])) { send(.removeSeat(seat.id)) }
                    }
            }
            .onMove { from, to in
                if let first = from.first { send(.moveSeat(from: first, to: to)) }
            }
            .onDelete { offsets in
                for index in offsets { send(.removeSeat(state.seats[index].id)) }
            }
            HStack {
                TextField(tx("app-new-player"), text: $newName)
                    .textInputAutocapitalization(.words)
                    .submitLabel(.done)
                    .onSubmit(addNewPlayer)
                Button(tx("app-add"), action: addNewPlayer)
                    .disabled(newName.trimmingCharacters(in: .whitespaces).isEmpty)
            }
            let available = state.roster.filter { !$0.isSeated }
            if !available.isEmpty {
                Menu {
                    ForEach(available) { player in
                        Button { send(.addRosterPlayer(player.id)) } label: {
                            Text(tx("app-roster-player-games", ["name": .text(player.name), "games": .number(player.games)]))
                        }
                    }
                } label: {
                    Label(tx("app-add-from-players"), systemImage: "person.crop.circle.badge.plus")
                }
            }
        } header: {
            Text(tx("app-new-game-players", ["count": .count(state.seats.count)]))
        } footer: {
            Text(tx("app-players-footer"))
        }
    }

    private var presetsSection: some View {
        Section {
            Menu {
                ForEach(state.presets) { preset in
                    Button { send(.applyPreset(preset.key)) } label: {
                        Text(tx(preset.confirmed ? "app-preset" : "app-preset-unconfirmed",
                                ["preset": .text(preset.name), "edition": .text(preset.editionName)]))
                    }
                }
            } label: {
                LabeledContent {
                    if let applied = state.presets.first(where: { $0.key == state.appliedPreset }) {
                        Text(applied.name)
                    }
                } label: {
                    Label(tx("app-apply-preset"), systemImage: "shippingbox")
                }
            }
            if state.selectedCount > 0 {
                Button(tx("app-clear-expansions"), role: .destructive) { send(.clearExpansions) }
            }
        } header: {
            Text(tx("app-presets"))
        } footer: {
            Text(tx("app-presets-footer"))
        }
    }

    private var variantsSection: some View {
        Section(tx("app-rule-variants")) {
            ForEach(state.variants) { variant in
                if variant.isSwitch {
                    Toggle(variant.label, isOn: Binding(
                        read: { variant.value == "true" },
                        write: { send(.setVariant(key: variant.key, value: $0 ? "true" : "false")) }))
                } else {
                    Picker(variant.label, selection: Binding(
                        read: { variant.value },
                        write: { send(.setVariant(key: variant.key, value: $0)) })
                    ) {
                        ForEach(variant.options, id: \.key) { option in
                            Text(option.label).tag(option.key)
                        }
                    }
                }
            }
        }
    }

    private func addNewPlayer() {
        let name = newName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        send(.addNewPlayer(name))
        newName = ""
    }
}

private struct SeatRow: View {
    let seat: SeatDraft
    let colours: [ColourChoice]
    let send: (NewGameViewAction) -> Void

    var body: some View {
        HStack {
            Menu {
                Picker(tx("app-colour-heading"),
                       selection: Binding(read: { seat.colour }, write: { send(.setColour(seat: seat.id, $0)) })) {
                    ForEach(colours) { choice in
                        Label { choice.colour.title } icon: { Image(systemName: "circle.fill") }
                            .tint(Color(choice.drawn))
                            .tag(choice.colour)
                    }
                }
            } label: {
                ColourDot(rgb: seat.rgb, size: 28)
            }
            .accessibilityLabel(Text(tx("app-colour-of", ["player": .text(seat.name)])))
            .accessibilityValue(seat.colour.title)
            TextField(tx("app-name-field"), text: Binding(read: { seat.name }, write: { send(.rename(seat: seat.id, $0)) }))
                .textInputAutocapitalization(.words)
            if seat.rosterId != nil {
                Image(systemName: "person.crop.circle.badge.checkmark")
                    .foregroundStyle(.secondary)
                    .accessibilityLabel(Text(tx("app-from-players-list")))
            }
        }
    }
}

/// One tab of the selector: its expansions, each with its components.
private struct ExpansionSectionView: View {
    let section: ExpansionSection
    /// The heading above this tab (the first one's: how many expansions are chosen).
    let header: String?
    let send: (NewGameViewAction) -> Void

    var body: some View {
        Section {
            DisclosureGroup {
                ForEach(section.expansions) { expansion in
                    if expansion.hasParts {
                        DisclosureGroup {
                            ForEach(expansion.components) { component in
                                Toggle(component.name, isOn: Binding(
                                    read: { component.isSelected },
                                    write: { _ in send(.toggleComponent(component.key)) }))
                            }
                        } label: {
                            ExpansionToggle(expansion: expansion, send: send)
                        }
                    } else {
                        ExpansionToggle(expansion: expansion, send: send)
                    }
                }
            } label: {
                LabeledContent {
                    Text(tx("app-selected-of", [
                        "chosen": .count(section.selectedCount), "of": .count(section.expansions.count),
                    ]))
                    .monospacedDigit()
                } label: {
                    section.group.title
                        .font(.headline)
                }
            }
        } header: {
            if let header { Text(header) }
        }
    }
}

/// An expansion's switch: on, off, or partly on (some components).
private struct ExpansionToggle: View {
    let expansion: ExpansionRow
    let send: (NewGameViewAction) -> Void

    var body: some View {
        Button {
            send(.toggleExpansion(expansion.key))
        } label: {
            HStack {
                Image(systemName: symbol)
                    .foregroundStyle(expansion.selection == .none ? Color.secondary : Color.accentColor)
                Text(expansion.name)
                    .foregroundStyle(.primary)
                    .multilineTextAlignment(.leading)
            }
        }
        .accessibilityValue(value)
        .accessibilityAddTraits(expansion.selection == .all ? .isSelected : [])
    }

    private var symbol: String {
        switch expansion.selection {
        case .none: return "circle"
        case .some: return "circle.lefthalf.filled"
        case .all: return "checkmark.circle.fill"
        }
    }

    private var value: Text {
        switch expansion.selection {
        case .none: return Text(tx("app-off"))
        case .some: return Text(tx("app-some-components"))
        case .all: return Text(tx("app-on"))
        }
    }
}

#Preview {
    PreviewLoader { context, _ in
        NavigationStack {
            NewGameScreen(model: NewGameModel(service: context.service, router: context.router))
        }
    }
}

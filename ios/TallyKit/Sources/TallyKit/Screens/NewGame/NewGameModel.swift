// The new-game screen's model: seats, edition, expansions (by component),
// presets and variants, then the game is started by the core.

import Foundation
import Observation
import TallyCore

@MainActor
@Observable
public final class NewGameModel {
    public static let playerLimits = 2...8

    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let router: AppRouter
    private var seats: [SeatDraft] = []
    private var nextSeat = 1
    private var roster: [RosterPlayer] = []
    private var edition: Edition = .c3
    /// Component keys switched on (a one-component expansion's key is its component's).
    private var components: Set<String> = []
    private var variants: [String: String] = [:]
    private var appliedPreset: (key: String, edition: Edition, components: Set<String>)?
    private var alert: AlertState?

    public init(service: TallyService, router: AppRouter) {
        self.service = service
        self.router = router
        switch service.roster() {
        case .success(let players): roster = players
        case .failure(let error): alert = AlertState(error)
        }
        variants = Dictionary(uniqueKeysWithValues: Catalog.variants.map { ($0.key, $0.defaultValue) })
    }

    public var viewState: NewGameViewState {
        let seatedRoster = Set(seats.compactMap(\.rosterId))
        let sections = Catalog.groups.compactMap { group -> ExpansionSection? in
            let rows = Catalog.expansions.filter { $0.group == group }.map(expansionRow)
            guard !rows.isEmpty else { return nil }
            return ExpansionSection(group: group, expansions: rows, selectedCount: rows.filter { $0.selection != .none }.count)
        }
        let problems = self.problems
        return NewGameViewState(
            seats: seats,
            roster: roster.map {
                RosterChoice(id: $0.id, name: $0.name, colour: $0.colour, games: $0.games, isSeated: seatedRoster.contains($0.id))
            },
            colours: Catalog.colours.map { ColourChoice(colour: $0.colour, key: $0.key, rgb: RGB(hex: $0.rgb)) },
            editions: Catalog.editions,
            edition: edition,
            sections: sections,
            presets: Catalog.presets.map {
                PresetRow(key: $0.key, name: $0.name, editionName: Catalog.edition($0.edition)?.name ?? "", confirmed: $0.confirmed)
            },
            appliedPreset: appliedPreset.flatMap { $0.edition == edition && $0.components == components ? $0.key : nil },
            variants: Catalog.variants.map {
                VariantRow(key: $0.key, label: $0.label, options: $0.options, value: variants[$0.key] ?? $0.defaultValue,
                           defaultValue: $0.defaultValue)
            },
            selectedCount: sections.map(\.selectedCount).reduce(0, +),
            problems: problems,
            canStart: problems.isEmpty,
            alert: alert)
    }

    public func send(viewAction: NewGameViewAction) {
        switch viewAction {
        case .addRosterPlayer(let id):
            guard let player = roster.first(where: { $0.id == id }), !seats.contains(where: { $0.rosterId == id }) else { return }
            addSeat(name: player.name, rosterId: id, favourite: player.colour)
        case .addNewPlayer(let name):
            let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
            // A name of the roster is that roster player.
            if let player = roster.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
                send(viewAction: .addRosterPlayer(player.id))
            } else {
                addSeat(name: name, rosterId: nil, favourite: nil)
            }
        case .removeSeat(let id):
            seats.removeAll { $0.id == id }
        case .moveSeat(let from, let to):
            guard seats.indices.contains(from), (0...seats.count).contains(to) else { return }
            let seat = seats.remove(at: from)
            seats.insert(seat, at: to > from ? to - 1 : to)
        case .rename(let id, let name):
            update(id) { seat in
                seat.name = name
                seat.rosterId = nil
            }
        case .setColour(let id, let colour):
            // Colours are unique at the table: whoever had it takes this seat's colour.
            guard let old = seats.first(where: { $0.id == id })?.colour else { return }
            for index in seats.indices where seats[index].colour == colour && seats[index].id != id {
                seats[index].colour = old
            }
            update(id) { $0.colour = colour }
        case .setEdition(let chosen):
            edition = chosen
        case .toggleExpansion(let key):
            guard let expansion = Catalog.expansion(key: key) else { return }
            let keys = Set(expansion.components.map(\.key))
            if keys.isSubset(of: components) {
                components.subtract(keys)
            } else {
                components.formUnion(keys)
            }
        case .toggleComponent(let key):
            if components.contains(key) {
                components.remove(key)
            } else if Catalog.expansions.contains(where: { $0.components.contains { $0.key == key } }) {
                components.insert(key)
            }
        case .applyPreset(let key):
            applyPreset(key)
        case .clearExpansions:
            components.removeAll()
        case .setVariant(let key, let value):
            variants[key] = value
        case .start:
            start()
        case .dismissAlert:
            alert = nil
        }
    }

    /// The ruleset as selected: an expansion's key when all its components are on,
    /// else the components' keys; variants that differ from their default.
    public var ruleset: RulesetInput {
        var keys: [String] = []
        for expansion in Catalog.expansions {
            let on = expansion.components.filter { components.contains($0.key) }
            if !on.isEmpty && on.count == expansion.components.count {
                keys.append(expansion.key)
            } else {
                keys.append(contentsOf: on.map(\.key))
            }
        }
        let settings = Catalog.variants.compactMap { variant -> VariantSetting? in
            guard let value = variants[variant.key], value != variant.defaultValue else { return nil }
            return VariantSetting(key: variant.key, value: value)
        }
        return RulesetInput(edition: edition, expansions: keys, variants: settings)
    }

    private var problems: [NewGameProblem] {
        var problems: [NewGameProblem] = []
        if seats.count < Self.playerLimits.lowerBound { problems.append(.tooFewPlayers) }
        if seats.count > Self.playerLimits.upperBound { problems.append(.tooManyPlayers) }
        for seat in seats where seat.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            problems.append(.missingName(seat: seat.id))
        }
        var names = Set<String>()
        for seat in seats {
            let name = seat.name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if !name.isEmpty, !names.insert(name).inserted { problems.append(.sameName(seat.name)) }
        }
        var colours = Set<Colour>()
        for seat in seats where !colours.insert(seat.colour).inserted {
            problems.append(.sameColour(seat.colour))
        }
        return problems
    }

    private func addSeat(name: String, rosterId: Int64?, favourite: Colour?) {
        let taken = Set(seats.map(\.colour))
        let colour = favourite.flatMap { taken.contains($0) ? nil : $0 }
            ?? Catalog.colours.map(\.colour).first { !taken.contains($0) }
            ?? .red
        seats.append(SeatDraft(id: nextSeat, name: name, rosterId: rosterId, colour: colour))
        nextSeat += 1
    }

    private func update(_ id: Int, _ change: (inout SeatDraft) -> Void) {
        guard let index = seats.firstIndex(where: { $0.id == id }) else { return }
        change(&seats[index])
    }

    private func expansionRow(_ expansion: ExpansionInfo) -> ExpansionRow {
        let rows = expansion.components.map { ComponentRow(key: $0.key, name: $0.name, isSelected: components.contains($0.key)) }
        let on = rows.filter(\.isSelected).count
        return ExpansionRow(
            key: expansion.key, name: expansion.name, components: rows,
            selection: on == 0 ? .none : (on == rows.count ? .all : .some))
    }

    private func applyPreset(_ key: String) {
        switch tallyCall({ try presetRuleset(key: key) }) {
        case .success(let ruleset):
            edition = ruleset.edition
            components = Self.components(of: ruleset.expansions)
            variants = Dictionary(uniqueKeysWithValues: Catalog.variants.map { ($0.key, $0.defaultValue) })
            for setting in ruleset.variants {
                variants[setting.key] = setting.value
            }
            appliedPreset = (key, edition, components)
        case .failure(let error):
            alert = AlertState(error)
        }
    }

    /// Component keys of a list of expansion or component keys.
    static func components(of keys: [String]) -> Set<String> {
        var components = Set<String>()
        for key in keys {
            if let expansion = Catalog.expansion(key: key) {
                components.formUnion(expansion.components.map(\.key))
            } else {
                components.insert(key)
            }
        }
        return components
    }

    private func start() {
        guard problems.isEmpty else { return }
        let game = NewGame(
            seats: seats.map {
                NewSeat(rosterId: $0.rosterId, name: $0.name.trimmingCharacters(in: .whitespacesAndNewlines), colour: $0.colour)
            },
            ruleset: ruleset)
        switch service.newGame(game) {
        case .success(let started):
            router.replaceTop(with: .scoreboard(gameId: started.gameId))
        case .failure(let error):
            alert = AlertState(error)
        }
    }
}

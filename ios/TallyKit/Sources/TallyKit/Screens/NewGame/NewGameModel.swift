// The new-game screen's model: seats, edition, expansions (by component), presets
// and variants from the core's catalogues; the core builds and checks the ruleset
// and starts the game.

import Foundation
import Observation
import TallyCore

@MainActor
@Observable
public final class NewGameModel {
    public static let playerLimits = 2...8

    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let tasks = SerialTasks()
    private var seats: [SeatDraft] = []
    private var nextSeat = 1
    private var roster: [RosterPlayer] = []
    private var edition: Edition = .c3
    /// Component keys switched on (a one-component expansion's key is its component's).
    private var components: Set<String> = []
    /// The chosen option of each variant.
    private var variants: [String: String]
    private var appliedPreset: (key: String, edition: Edition, components: Set<String>)?
    private var alert: AlertState?

    private var catalog: Catalog { service.catalog }

    public init(service: TallyService, router: AppRouter) {
        self.service = service
        self.router = router
        variants = service.catalog.defaultVariantOptions
        tasks.run {
            switch await service.roster() {
            case .success(let players): self.roster = players
            case .failure(let error): self.alert = AlertState(error)
            }
        }
    }

    public var viewState: NewGameViewState {
        let seatedRoster = Set(seats.compactMap(\.rosterId))
        let sections = Catalog.groups.compactMap { group -> ExpansionSection? in
            let rows = catalog.expansions.filter { $0.group == group }.map(expansionRow)
            guard !rows.isEmpty else { return nil }
            return ExpansionSection(group: group, expansions: rows, selectedCount: rows.filter { $0.selection != .none }.count)
        }
        let problems = self.problems
        return NewGameViewState(
            seats: seats,
            roster: roster.map { RosterChoice($0, catalog: catalog, isSeated: seatedRoster.contains($0.id)) },
            colours: catalog.colours,
            editions: catalog.editions,
            edition: edition,
            sections: sections,
            presets: catalog.presets.map {
                PresetRow(key: $0.key, name: $0.name, editionName: catalog.edition($0.edition)?.name ?? "",
                          confirmed: $0.confirmed)
            },
            appliedPreset: appliedPreset.flatMap { $0.edition == edition && $0.components == components ? $0.key : nil },
            variants: catalog.variants.map {
                VariantRow(key: $0.key, label: $0.label, options: $0.options,
                           value: variants[$0.key] ?? $0.options.first?.key ?? "")
            },
            selectedCount: sections.map(\.selectedCount).reduce(0, +),
            problems: problems,
            canStart: problems.isEmpty,
            alert: alert)
    }

    @discardableResult
    public func send(viewAction: NewGameViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .addRosterPlayer(let id):
            addRosterPlayer(id)
        case .addNewPlayer(let name):
            let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
            // A name of the roster is that roster player.
            if let player = roster.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
                addRosterPlayer(player.id)
            } else {
                addSeat(name: name, rosterId: nil, favourite: nil)
            }
        case .removeSeat(let id):
            seats.removeAll { $0.id == id }
        case .moveSeat(let from, let to):
            guard seats.indices.contains(from), (0...seats.count).contains(to) else { break }
            let seat = seats.remove(at: from)
            seats.insert(seat, at: to > from ? to - 1 : to)
        case .rename(let id, let name):
            update(id) { seat in
                seat.name = name
                seat.rosterId = nil
            }
        case .setColour(let id, let colour):
            // Colours are unique at the table: whoever had it takes this seat's colour.
            guard let old = seats.first(where: { $0.id == id })?.colour else { break }
            for index in seats.indices where seats[index].colour == colour && seats[index].id != id {
                seats[index].colour = old
                seats[index].rgb = catalog.rgb(of: old)
            }
            update(id) {
                $0.colour = colour
                $0.rgb = self.catalog.rgb(of: colour)
            }
        case .setEdition(let chosen):
            edition = chosen
        case .toggleExpansion(let key):
            guard let expansion = catalog.expansion(key: key) else { break }
            let keys = Set(expansion.components.map(\.key))
            if keys.isSubset(of: components) {
                components.subtract(keys)
            } else {
                components.formUnion(keys)
            }
        case .toggleComponent(let key):
            if components.contains(key) {
                components.remove(key)
            } else if catalog.expansions.contains(where: { $0.components.contains { $0.key == key } }) {
                components.insert(key)
            }
        case .applyPreset(let key):
            return tasks.run { await self.applyPreset(key) }
        case .clearExpansions:
            components.removeAll()
        case .setVariant(let key, let value):
            variants[key] = value
        case .start:
            return tasks.run { await self.start() }
        case .dismissAlert:
            alert = nil
        }
        return tasks.run {}
    }

    public func settled() async {
        await tasks.settled()
    }

    /// The expansions as selected: an expansion's key when all its components are
    /// on, else the components' keys.
    public var expansions: [String] {
        var keys: [String] = []
        for expansion in catalog.expansions {
            let on = expansion.components.filter { components.contains($0.key) }
            if !on.isEmpty && on.count == expansion.components.count {
                keys.append(expansion.key)
            } else {
                keys.append(contentsOf: on.map(\.key))
            }
        }
        return keys
    }

    /// The chosen option of every variant.
    public var variantOptions: [String: String] { variants }

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

    private func addRosterPlayer(_ id: Int64) {
        guard let player = roster.first(where: { $0.id == id }), !seats.contains(where: { $0.rosterId == id }) else { return }
        addSeat(name: player.name, rosterId: id, favourite: player.colour)
    }

    private func addSeat(name: String, rosterId: Int64?, favourite: Colour?) {
        let taken = Set(seats.map(\.colour))
        let colour = favourite.flatMap { taken.contains($0) ? nil : $0 }
            ?? catalog.colours.map(\.colour).first { !taken.contains($0) }
            ?? .red
        seats.append(SeatDraft(id: nextSeat, name: name, rosterId: rosterId, colour: colour, rgb: catalog.rgb(of: colour)))
        nextSeat += 1
    }

    private func update(_ id: Int, _ change: (inout SeatDraft) -> Void) {
        guard let index = seats.firstIndex(where: { $0.id == id }) else { return }
        change(&seats[index])
    }

    private func expansionRow(_ expansion: ExpansionChoice) -> ExpansionRow {
        let rows = expansion.components.map { ComponentRow(key: $0.key, name: $0.name, isSelected: components.contains($0.key)) }
        let on = rows.filter(\.isSelected).count
        return ExpansionRow(
            key: expansion.key, name: expansion.name, components: rows,
            selection: on == 0 ? .none : (on == rows.count ? .all : .some))
    }

    /// A preset's edition and expansions, with every variant at its default.
    private func applyPreset(_ key: String) async {
        switch await service.presetRuleset(key) {
        case .success(let ruleset):
            edition = ruleset.edition
            components = components(of: ruleset.expansions)
            variants = catalog.defaultVariantOptions
            appliedPreset = (key, edition, components)
        case .failure(let error):
            alert = AlertState(error)
        }
    }

    /// Component keys of a list of expansion or component keys.
    private func components(of keys: [String]) -> Set<String> {
        var components = Set<String>()
        for key in keys {
            if let expansion = catalog.expansion(key: key) {
                components.formUnion(expansion.components.map(\.key))
            } else {
                components.insert(key)
            }
        }
        return components
    }

    private func start() async {
        guard problems.isEmpty else { return }
        let seats = seats.map {
            GameSeat(rosterId: $0.rosterId, name: $0.name.trimmingCharacters(in: .whitespacesAndNewlines), colour: $0.colour)
        }
        switch await service.newGame(seats: seats, edition: edition, expansions: expansions, variants: variants) {
        case .success(let started):
            router.replaceTop(with: .scoreboard(gameId: started.gameId))
        case .failure(let error):
            alert = AlertState(error)
        }
    }
}

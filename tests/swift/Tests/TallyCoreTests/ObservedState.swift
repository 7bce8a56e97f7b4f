// A game as a scenario's `expect` object sees it: the same keys and values as
// `observed()` in core/tests/scenarios.rs, read through the bindings from the
// table summary, the newest log entry (`logPage(nil, 1)`) and the game's catalogue
// (the dispatch tiles of a pending dispatch).

import TallyCore

enum ObservedState {
    /// Keys whose value is a map of which `expect` names only some entries.
    static let partialKeys: Set<String> = [
        "scores", "figures", "spaces", "laps", "lap_tiles", "robbers", "last_rules", "by_category",
        "allowed", "robber_spaces", "walkthrough",
    ]

    static func of(_ session: GameSession, catalogue: TableCatalogue) throws -> [String: JSONValue] {
        let table = try session.summary()
        let last = try session.logPage(before: nil, limit: 1).items.first
        var dispatchTiles: JSONValue = .null
        if case .dispatch? = table.pending {
            dispatchTiles = .array(catalogue.dispatchTiles.map { .string($0.key) })
        }
        func perPlayer(_ value: (PlayerState) -> JSONValue) -> JSONValue {
            .object(Dictionary(uniqueKeysWithValues: table.players.map { ($0.id, value($0)) }))
        }
        let actions = table.actions
        let allowed: [String: Action] = [
            "undo": actions.undo, "redo": actions.redo, "score": actions.score, "end_turn": actions.endTurn,
            "second_part": actions.secondPart, "start_end_game": actions.startEndGame, "finish": actions.finish,
            "reopen": actions.reopen, "place_robber": actions.placeRobber, "correct": actions.correct,
            "edit": actions.edit,
        ]
        return [
            "scores": perPlayer { JSONValue($0.score) },
            "figures": perPlayer { .array($0.figures.map { JSONValue($0.points) }) },
            "spaces": perPlayer { .array($0.figures.map { JSONValue($0.space) }) },
            "laps": perPlayer { .array($0.figures.map { JSONValue($0.laps) }) },
            "lap_tiles": perPlayer { .array($0.figures.map { [JSONValue($0.tiles.hundreds), JSONValue($0.tiles.fifties)] }) },
            "turn": JSONValue(table.turn),
            "turn_part": JSONValue(table.turnPart),
            "active": .string(table.active),
            "step": .string(code(of: table.step)),
            "phase": .string(snakeCase(table.phase)),
            "moment": .string(snakeCase(table.moment)),
            "pending": pending(table.pending),
            "robbers": perPlayer { $0.robber.map { JSONValue($0) } ?? .null },
            "can_undo": .bool(actions.undo.allowed),
            "can_redo": .bool(actions.redo.allowed),
            "allowed": .object(allowed.mapValues { .bool($0.allowed) }),
            "log_len": JSONValue(table.logLength),
            "last_rules": perPlayer { player in
                .array((last?.awards ?? []).filter { $0.player == player.id }.flatMap { $0.rows.map { .string($0.rule) } })
            },
            "by_category": perPlayer { player in
                .object(Dictionary(uniqueKeysWithValues: player.byCategory.map { (snakeCase($0.category), JSONValue($0.points)) }))
            },
            "standings": .array(table.standings.map {
                ["player": .string($0.player), "rank": JSONValue($0.rank), "score": JSONValue($0.score)]
            }),
            "robber_spaces": .object(Dictionary(uniqueKeysWithValues: table.robberPlacements.map {
                ($0.owner, JSONValue.array($0.spaces.map { JSONValue($0) }))
            })),
            "walkthrough": table.walkthrough.map { walkthrough in
                .object(Dictionary(uniqueKeysWithValues: walkthrough.items.map { ($0.key, JSONValue($0.scored)) }))
            } ?? .null,
            "dispatch_tiles": dispatchTiles,
            "last_edit": last.map { .string(snakeCase($0.edit)) } ?? .null,
        ]
    }

    /// A step's code as the files write it (`3B`, `end_of_game`): the reference's code
    /// from the core's catalogue; the two steps without one, which the catalogue labels
    /// in the player's language, by their key in snake case.
    static func code(of step: Step) -> String {
        step == .anyTime || step == .endOfGame ? snakeCase(step) : stepCodes[step] ?? "?"
    }

    private static let stepCodes: [Step: String] = Dictionary(uniqueKeysWithValues: steps().map { ($0.step, $0.code) })

    /// serde's snake_case name of an enum case (`endOfGame` -> `end_of_game`).
    static func snakeCase<Value>(_ value: Value) -> String {
        var text = ""
        for character in String(describing: value) {
            if character.isUppercase {
                text += "_" + character.lowercased()
            } else {
                text.append(character)
            }
        }
        return text
    }

    static func pending(_ prompt: Prompt?) -> JSONValue {
        switch prompt {
        case nil:
            return .null
        case .dispatch(let player, let figure, let space)?:
            return ["prompt": "dispatch", "player": .string(player), "figure": JSONValue(figure), "space": JSONValue(space)]
        case .robberChoice(let owner, let space, let candidates)?:
            return [
                "prompt": "robber_choice", "owner": .string(owner), "space": JSONValue(space),
                "candidates": .array(candidates.map { ["player": .string($0.player), "points": JSONValue($0.points)] }),
            ]
        }
    }
}

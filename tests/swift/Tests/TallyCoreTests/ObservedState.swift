// The GameState of the bindings in the shape of a scenario's `expect` object: the
// same keys and values as `observed()` in core/tests/scenarios.rs.

import TallyCore

enum ObservedState {
    /// Keys whose value maps player ids to values; `expect` names only some players.
    static let perPlayerKeys: Set<String> = [
        "scores", "figures", "spaces", "laps", "lap_tiles", "robbers", "last_rules", "by_category",
    ]

    static func of(_ state: GameState) -> [String: JSONValue] {
        func perPlayer(_ value: (PlayerState) -> JSONValue) -> JSONValue {
            .object(Dictionary(uniqueKeysWithValues: state.players.map { ($0.id, value($0)) }))
        }
        let last = state.log.last
        return [
            "scores": perPlayer { JSONValue($0.score) },
            "figures": perPlayer { .array($0.figures.map { JSONValue($0.points) }) },
            "spaces": perPlayer { .array($0.figures.map { JSONValue($0.space) }) },
            "laps": perPlayer { .array($0.figures.map { JSONValue($0.laps) }) },
            "lap_tiles": perPlayer { .array($0.figures.map { [JSONValue($0.hundreds), JSONValue($0.fifties)] }) },
            "turn": JSONValue(state.turn),
            "turn_part": JSONValue(state.turnPart),
            "active": .string(state.activePlayer),
            "step": .string(code(of: state.step)),
            "phase": .string(code(of: state.phase)),
            "pending": pending(state.pending),
            "robbers": perPlayer { $0.robberSpace.map { JSONValue($0) } ?? .null },
            "can_undo": .bool(state.canUndo),
            "can_redo": .bool(state.canRedo),
            "log_len": JSONValue(state.log.count),
            "last_rules": perPlayer { player in
                .array((last?.awards ?? []).filter { $0.player == player.id }.flatMap { $0.rows.map { .string($0.rule) } })
            },
            "by_category": perPlayer { player in
                .object(Dictionary(uniqueKeysWithValues: player.byCategory.map { (code(of: $0.category), JSONValue($0.points)) }))
            },
            "standings": .array(state.standings.map {
                ["player": .string($0.player), "rank": JSONValue($0.rank), "score": JSONValue($0.score)]
            }),
        ]
    }

    /// The reference code of a step (`3B`, `end_of_game`), from the core's catalog.
    static func code(of step: Step) -> String {
        stepCodes[step] ?? "?"
    }

    private static let stepCodes: [Step: String] = Dictionary(uniqueKeysWithValues: steps().map { ($0.step, $0.code) })

    static func code(of phase: Phase) -> String {
        switch phase {
        case .playing: return "playing"
        case .endGame: return "end_game"
        case .finished: return "finished"
        }
    }

    /// serde's snake_case names of the categories.
    static func code(of category: TallyCore.Category) -> String {
        switch category {
        case .roads: return "roads"
        case .cities: return "cities"
        case .cloisters: return "cloisters"
        case .fields: return "fields"
        case .features: return "features"
        case .bonuses: return "bonuses"
        case .dispatches: return "dispatches"
        case .robbers: return "robbers"
        case .corrections: return "corrections"
        }
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

// The app's own texts — titles, buttons, hints, confirmations, announcements — are
// Fluent messages of bindings/ffi/locales/<language>/app.ftl, the same the Android
// app renders for the same thing,
// rendered by the core (`appText`) in the language `setLocale` chose, with the
// language's plural rules and the glossary's words; what the rules say (names,
// breakdowns, refusals) the core renders itself. Rendering is a pure function of
// the core (no database), so views may ask on the main actor; every text is kept
// once rendered, per language.

import Foundation
import TallyCore

/// A value given to an app text.
public enum TextArgument: Hashable, Sendable {
    /// A number: the language's plural rules choose the words.
    case number(Int64)
    /// Text shown as it is (a player's name, a space number written out).
    case text(String)
    /// The name of a core message (`colour-red`, `feature-city`) in the same language.
    case name(String)

    public static func count<Number: BinaryInteger>(_ value: Number) -> TextArgument {
        .number(Int64(value))
    }

    var value: TextValue {
        switch self {
        case .number(let value): return .number(value: value)
        case .text(let value): return .text(value: value)
        case .name(let id): return .name(id: id)
        }
    }
}

/// The rendered texts, kept per language.
public final class AppTexts: @unchecked Sendable {
    public static let shared = AppTexts()

    private struct Key: Hashable {
        let id: String
        let args: [String: TextArgument]
    }

    private let lock = NSLock()
    private var language = ""
    private var kept: [Key: String] = [:]
    /// How many texts the core rendered (the rest came from what was kept).
    private(set) var rendered = 0

    /// The language the texts are in changed (`Catalog.load`): nothing kept holds.
    func languageChanged(to language: String) {
        lock.withLock {
            if self.language != language {
                self.language = language
                kept.removeAll()
            }
        }
    }

    /// The text `id` (an `app-` message) with `args`.
    public func text(_ id: String, _ args: [String: TextArgument] = [:]) -> String {
        let key = Key(id: id, args: args)
        if let found = lock.withLock({ kept[key] }) {
            return found
        }
        let text = appText(id: id, args: args.map { TextArg(name: $0.key, value: $0.value.value) })
        lock.withLock {
            kept[key] = text
            rendered += 1
        }
        return text
    }
}

/// The app text `id` in the players' language: `tx("app-undo")`,
/// `tx("app-turn", ["turn": .count(3)])`.
public func tx(_ id: String, _ args: [String: TextArgument] = [:]) -> String {
    AppTexts.shared.text(id, args)
}

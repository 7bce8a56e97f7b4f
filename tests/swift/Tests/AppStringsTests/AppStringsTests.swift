// The iOS app's string catalogue against its views: every text a SwiftUI view shows
// (the first string literal of Text, Label, Button, Toggle, Picker, TextField,
// Section, LabeledContent, DisclosureGroup, ContentUnavailableView, Stepper,
// navigationTitle, BigLabel, and String(localized:)) is a key of
// ios/Tally/Resources/Localizable.xcstrings, translated into German, French,
// Romanian, Czech, Russian and Dutch with the same format arguments (plural forms
// for every category the language has), and the catalogue holds no stale key.
//
// Keys are derived as Xcode derives them, with the app's convention that an
// interpolated number is written `\(Int(...))` (%lld) and anything else
// interpolated is a String (%@). The views are not compiled here (SwiftUI); this
// reads them as text.

import Foundation
import XCTest

final class AppStringsTests: XCTestCase {
    static let languages = ["de", "fr", "ro", "cs", "ru", "nl"]
    /// CLDR plural categories of whole numbers, by language.
    static let pluralCategories: [String: Set<String>] = [
        "en": ["one", "other"], "de": ["one", "other"], "nl": ["one", "other"], "fr": ["one", "many", "other"],
        "ro": ["one", "few", "other"], "cs": ["one", "few", "many", "other"], "ru": ["one", "few", "many", "other"],
    ]

    static var appDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // AppStringsTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // swift
            .appendingPathComponent("../../ios/Tally")
            .standardizedFileURL
    }

    func testEveryTextOfTheViewsIsTranslatedIntoEveryLanguage() throws {
        let keys = try Self.viewKeys()
        XCTAssertGreaterThan(keys.count, 200, "the views were found and read")
        let catalogue = try Self.catalogue()
        for (key, files) in keys.sorted(by: { $0.key < $1.key }) {
            guard let entry = catalogue[key] as? [String: Any] else {
                XCTFail("\"\(key)\" (\(files.sorted().joined(separator: ", "))) is not in the catalogue")
                continue
            }
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            for language in Self.languages {
                guard let localization = localizations[language] as? [String: Any] else {
                    XCTFail("\"\(key)\" has no \(language) translation")
                    continue
                }
                check(localization, of: key, in: language)
            }
            if let english = localizations["en"] as? [String: Any] {
                check(english, of: key, in: "en")
            }
        }
        let stale = Set(catalogue.keys).subtracting(keys.keys)
        XCTAssertEqual(stale.sorted(), [], "keys no view uses")
    }

    func testKeysAreDerivedAsXcodeDerivesThem() {
        XCTAssertEqual(Self.keys(in: #"Text("Turn \(Int(state.turn))")"#), ["Turn %lld"])
        XCTAssertEqual(Self.keys(in: ##"Text("Space \(Int(space)): \(names.map { "#\($0)" }.joined())")"##), ["Space %lld: %@"])
        XCTAssertEqual(Self.keys(in: ##"Text(verbatim: "#\(seq)") Button("Undo") { }"##), ["Undo"])
        XCTAssertEqual(Self.keys(in: #"String(localized: "Points") Text(name)"#), ["Points"])
        XCTAssertEqual(Self.specifiers(in: "%1$@ mit %2$@, %lld"), ["%@", "%@", "%lld"])
    }

    // MARK: checking one translation

    private func check(_ localization: [String: Any], of key: String, in language: String) {
        let expected = Self.specifiers(in: key)
        if let unit = localization["stringUnit"] as? [String: Any] {
            let value = unit["value"] as? String ?? ""
            XCTAssertFalse(value.isEmpty, "\"\(key)\" in \(language) is empty")
            XCTAssertEqual(unit["state"] as? String, "translated", "\"\(key)\" in \(language)")
            XCTAssertEqual(Self.specifiers(in: value), expected, "\"\(key)\" in \(language): \(value)")
            return
        }
        guard let variations = localization["variations"] as? [String: Any],
              let plural = variations["plural"] as? [String: Any]
        else {
            return XCTFail("\"\(key)\" in \(language) is neither a string nor plural forms")
        }
        XCTAssertEqual(Set(plural.keys), Self.pluralCategories[language], "\"\(key)\": plural forms of \(language)")
        for (category, form) in plural {
            let value = ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String ?? ""
            XCTAssertFalse(value.isEmpty, "\"\(key)\" in \(language), \(category)")
            let found = Self.specifiers(in: value)
            // "one" may say the number in words ("scored once").
            if category == "one" && found.count < expected.count {
                XCTAssertTrue(Set(found).isSubset(of: Set(expected)), "\"\(key)\" in \(language), one: \(value)")
            } else {
                XCTAssertEqual(found, expected, "\"\(key)\" in \(language), \(category): \(value)")
            }
        }
    }

    /// The format arguments of a string, positions dropped (`%1$@` is `%@`), sorted.
    static func specifiers(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "%(?:[0-9]+\\$)?(lld|@|d|ld|lf|f)")
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).map { match in
            "%" + String(text[Range(match.range(at: 1), in: text)!])
        }.sorted()
    }

    // MARK: reading the views and the catalogue

    static func catalogue() throws -> [String: Any] {
        let url = appDirectory.appendingPathComponent("Resources/Localizable.xcstrings")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        XCTAssertEqual(json?["sourceLanguage"] as? String, "en")
        return json?["strings"] as? [String: Any] ?? [:]
    }

    /// Every key of every view file, with the files it occurs in.
    static func viewKeys() throws -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        let files = FileManager.default.enumerator(at: appDirectory, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            for key in keys(in: try String(contentsOf: url, encoding: .utf8)) {
                found[key, default: []].insert(url.lastPathComponent)
            }
        }
        return found
    }

    static let localizingCalls = [
        "Text", "Label", "Button", "Toggle", "Picker", "TextField", "Section", "LabeledContent", "DisclosureGroup",
        "ContentUnavailableView", "navigationTitle", "BigLabel", "Stepper",
    ]

    /// The keys of the localized literals in Swift source.
    static func keys(in source: String) -> [String] {
        let text = Array(source.unicodeScalars)
        var keys: [String] = []
        var index = 0
        while index < text.count {
            if let opening = literalStart(text, at: index) {
                let (key, end) = scanLiteral(text, from: opening)
                keys.append(key)
                index = end
            } else {
                index += 1
            }
        }
        return keys
    }

    /// The index just after the opening quote when a localizing call starts at `index`.
    private static func literalStart(_ text: [Unicode.Scalar], at index: Int) -> Int? {
        if index > 0, isIdentifier(text[index - 1]) || text[index - 1] == "." { return nil }
        for prefix in localizingCalls.map({ $0 + "(" }) + ["String(localized:"] {
            let scalars = Array(prefix.unicodeScalars)
            guard index + scalars.count <= text.count, Array(text[index..<index + scalars.count]) == scalars else { continue }
            var next = index + scalars.count
            while next < text.count, text[next] == " " || text[next] == "\n" { next += 1 }
            if next < text.count, text[next] == "\"" { return next + 1 }
        }
        return nil
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        CharacterSet.alphanumerics.contains(scalar) || scalar == "_"
    }

    /// Reads a string literal from just after its opening quote: its key and the
    /// index after its closing quote. Interpolations may hold string literals.
    private static func scanLiteral(_ text: [Unicode.Scalar], from start: Int) -> (String, Int) {
        var key = ""
        var index = start
        while index < text.count {
            let scalar = text[index]
            if scalar == "\"" { return (key, index + 1) }
            if scalar == "\\", index + 1 < text.count {
                let next = text[index + 1]
                if next == "(" {
                    var depth = 1
                    var cursor = index + 2
                    let expressionStart = cursor
                    while cursor < text.count, depth > 0 {
                        if text[cursor] == "\"" {
                            cursor = scanLiteral(text, from: cursor + 1).1
                            continue
                        }
                        if text[cursor] == "(" { depth += 1 }
                        if text[cursor] == ")" { depth -= 1 }
                        cursor += 1
                    }
                    var expression = String(String.UnicodeScalarView(text[expressionStart..<(cursor - 1)]))
                    expression = expression.trimmingCharacters(in: .whitespaces)
                    key += expression.hasPrefix("Int(") ? "%lld" : "%@"
                    index = cursor
                    continue
                }
                switch next {
                case "n": key += "\n"
                case "t": key += "\t"
                default: key.unicodeScalars.append(next)
                }
                index += 2
                continue
            }
            key.unicodeScalars.append(scalar)
            index += 1
        }
        return (key, index)
    }
}

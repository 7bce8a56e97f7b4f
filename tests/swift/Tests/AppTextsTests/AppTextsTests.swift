// The iOS app's texts come from one place: every text a SwiftUI view or a
// TallyKit model shows is an app message of bindings/ffi/locales/en/app.ftl,
// rendered by the core (`tx`), or the core's own. Read as text (SwiftUI is not
// compiled here):
// - no view hands a string literal to a localizing call (Text, Label, Button,
//   Toggle, Picker, TextField, Section, LabeledContent, DisclosureGroup,
//   ContentUnavailableView, navigationTitle, BigLabel, Stepper, String(localized:));
// - every `app-...` id the app names is a message of the English app.ftl; that
//   every message is named by one app or both, that every language has it, with
//   real plural forms and the glossary's words, and how many the two apps share, is
//   checked by `cargo test -p tally-ffi` (tests/shared_app_texts.rs) and
//   core/tests/{plurals,glossary}.rs;
// - the string catalogue is gone;
// - the app ships the core's font, byte for byte, and lists it in UIAppFonts.

import Foundation
import XCTest

final class AppTextsTests: XCTestCase {
    static var repository: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Tests/AppTextsTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // tests/swift
            .deletingLastPathComponent()  // tests
            .deletingLastPathComponent()  // the repository
            .standardizedFileURL
    }

    static var appDirectory: URL { repository.appendingPathComponent("ios/Tally") }
    static var kitDirectory: URL { repository.appendingPathComponent("ios/TallyKit/Sources/TallyKit") }

    func testNoViewWritesATextOfItsOwn() throws {
        var found: [String] = []
        var files = 0
        for url in try Self.swiftFiles(in: Self.appDirectory) {
            files += 1
            for literal in Self.localizedLiterals(in: try String(contentsOf: url, encoding: .utf8)) {
                found.append("\(url.lastPathComponent): \"\(literal)\"")
            }
        }
        XCTAssertGreaterThan(files, 15, "the views were found")
        XCTAssertEqual(found, [], "texts written in the views instead of app messages")
    }

    func testEveryAppTextIsAMessageOfTheAppsFluentFile() throws {
        let defined = try Self.englishMessages()
        XCTAssertGreaterThan(defined.count, 300, "the messages were read")
        var used: [String: Set<String>] = [:]
        for directory in [Self.appDirectory, Self.kitDirectory] {
            for url in try Self.swiftFiles(in: directory) {
                for id in Self.messageIds(in: try String(contentsOf: url, encoding: .utf8)) {
                    used[id, default: []].insert(url.lastPathComponent)
                }
            }
        }
        for (id, files) in used.sorted(by: { $0.key < $1.key }) where !defined.contains(id) {
            XCTFail("\(id) (\(files.sorted().joined(separator: ", "))) is not in bindings/ffi/locales/en/app.ftl")
        }
        XCTAssertGreaterThan(used.count, 250, "the ids were read")
    }

    func testTheStringCatalogueIsGone() {
        let catalogue = Self.appDirectory.appendingPathComponent("Resources/Localizable.xcstrings")
        XCTAssertFalse(FileManager.default.fileExists(atPath: catalogue.path), "texts live in app.ftl now")
    }

    func testTheAppShipsTheCoresFont() throws {
        let plan = try String(contentsOf: Self.repository.appendingPathComponent("ios/project.yml"), encoding: .utf8)
        for name in ["Inter-Regular.ttf", "Inter-Bold.ttf"] {
            let core = try Data(contentsOf: Self.repository.appendingPathComponent("core/assets/fonts/\(name)"))
            let app = try Data(contentsOf: Self.appDirectory.appendingPathComponent("Resources/Fonts/\(name)"))
            XCTAssertEqual(app, core, "\(name): the app's copy is the core's")
            XCTAssertTrue(plan.contains("- \(name)"), "\(name) is listed in UIAppFonts")
        }
        XCTAssertTrue(plan.contains("UIAppFonts:"))
    }

    func testTheChecksSeeWhatTheyLookFor() {
        XCTAssertEqual(Self.localizedLiterals(in: #"Text("Turn \(Int(state.turn))") Text(tx("app-turn"))"#), ["Turn "])
        XCTAssertEqual(Self.localizedLiterals(in: ##"Text(verbatim: "#\(seq)") Button("Undo") { }"##), ["Undo"])
        XCTAssertEqual(Self.localizedLiterals(in: #"String(localized: "Points") Text(name)"#), ["Points"])
        XCTAssertEqual(Self.messageIds(in: #"tx(on ? "app-on" : "app-off", ["x": .count(1)]) "app-"#),
                       ["app-on", "app-off"])
    }

    // MARK: reading the sources and the Fluent file

    static func swiftFiles(in directory: URL) throws -> [URL] {
        var found: [URL] = []
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            if url.pathExtension == "swift" { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The ids of the English app.ftl's messages.
    static func englishMessages() throws -> Set<String> {
        let url = repository.appendingPathComponent("bindings/ffi/locales/en/app.ftl")
        let text = try String(contentsOf: url, encoding: .utf8)
        var ids = Set<String>()
        for line in text.split(separator: "\n") where line.hasPrefix("app-") {
            if let id = line.split(separator: "=").first {
                ids.insert(id.trimmingCharacters(in: .whitespaces))
            }
        }
        return ids
    }

    /// Every `"app-..."` literal of a source: the messages it names.
    static func messageIds(in source: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #""(app-[a-z0-9]+(?:-[a-z0-9]+)*)""#)
        let range = NSRange(source.startIndex..., in: source)
        return pattern.matches(in: source, range: range).map { String(source[Range($0.range(at: 1), in: source)!]) }
    }

    static let localizingCalls = [
        "Text", "Label", "Button", "Toggle", "Picker", "TextField", "Section", "LabeledContent", "DisclosureGroup",
        "ContentUnavailableView", "navigationTitle", "BigLabel", "Stepper", "String(localized:",
    ]

    /// The string literals handed first to a localizing call (what SwiftUI would look
    /// up in a string catalogue), up to their first interpolation.
    static func localizedLiterals(in source: String) -> [String] {
        let text = Array(source.unicodeScalars)
        var found: [String] = []
        var index = 0
        while index < text.count {
            if let opening = literalStart(text, at: index) {
                var literal = ""
                var cursor = opening
                while cursor < text.count, text[cursor] != "\"", !(text[cursor] == "\\" && cursor + 1 < text.count
                                                                    && text[cursor + 1] == "(") {
                    literal.unicodeScalars.append(text[cursor])
                    cursor += 1
                }
                found.append(literal)
                index = cursor
            } else {
                index += 1
            }
        }
        return found
    }

    /// The index just after the opening quote when a localizing call starts at `index`.
    private static func literalStart(_ text: [Unicode.Scalar], at index: Int) -> Int? {
        if index > 0, CharacterSet.alphanumerics.contains(text[index - 1]) || text[index - 1] == "_" || text[index - 1] == "." {
            return nil
        }
        for call in localizingCalls {
            let prefix = call.hasSuffix(":") ? call : call + "("
            let scalars = Array(prefix.unicodeScalars)
            guard index + scalars.count <= text.count, Array(text[index..<index + scalars.count]) == scalars else { continue }
            var next = index + scalars.count
            while next < text.count, text[next] == " " || text[next] == "\n" { next += 1 }
            if next < text.count, text[next] == "\"" { return next + 1 }
        }
        return nil
    }
}

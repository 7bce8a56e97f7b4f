// Settings: export every game as a JSON document through the share sheet, and
// import one picked with the file importer (nothing is written unless all of it is
// valid).

import SwiftUI
import TallyCore
import TallyKit
import UniformTypeIdentifiers

struct SettingsScreen: View {
    let model: SettingsModel

    var body: some View {
        SettingsView(state: model.viewState, send: { model.send(viewAction: $0) })
            .onAppear { model.send(viewAction: .refresh) }
    }
}

struct SettingsView: View {
    let state: SettingsViewState
    let send: (SettingsViewAction) -> Void
    @State private var importing = false
    @State private var exportURL: URL?

    var body: some View {
        SwiftUI.Form {
            Section {
                LabeledContent("Games stored", value: "\(state.gameCount)")
                if let exportURL {
                    ShareLink(item: exportURL) {
                        Label("Share the export", systemImage: "square.and.arrow.up")
                    }
                } else {
                    Button { send(.export) } label: {
                        Label("Export all games", systemImage: "square.and.arrow.up")
                    }
                    .disabled(state.gameCount == 0)
                }
                Button { importing = true } label: {
                    Label("Import games", systemImage: "square.and.arrow.down")
                }
                if let report = state.lastImport {
                    (Text("\(Int(report.imported)) games imported") + Text(verbatim: " · ") + Text("\(Int(report.skipped)) already stored"))
                        .foregroundStyle(.secondary)
                }
            } header: {
                Text("Your games")
            } footer: {
                Text("An export is a JSON document with every game, its players and its log. Importing skips games already stored.")
            }
            Section("About") {
                LabeledContent("Version", value: Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "")
                LabeledContent("Language of the rules", value: Locale.current.localizedString(forLanguageCode: state.language) ?? state.language)
                Text("Points follow the official rules of each expansion; every score shows its breakdown with the rule's id.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle(Text("Settings"))
        .onChange(of: state.export) { _, export in
            exportURL = export.flatMap { try? $0.write(into: FileManager.default.temporaryDirectory.appending(path: "export")) }
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { result in
            switch result {
            case .success(let url):
                let scoped = url.startAccessingSecurityScopedResource()
                defer { if scoped { url.stopAccessingSecurityScopedResource() } }
                do {
                    send(.importDocument(try String(contentsOf: url, encoding: .utf8)))
                } catch {
                    send(.importFailed(error.localizedDescription))
                }
            case .failure(let error):
                send(.importFailed(error.localizedDescription))
            }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

// Settings: export every game as a JSON document (written by the core's door, said
// how many games it holds, then offered to the share sheet), and import one picked with the file importer
// (nothing is written unless all of it is valid); keep the screen on while a game
// is open; the version and the language the app speaks.

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

    var body: some View {
        SwiftUI.Form {
            Section {
                Toggle(tx("app-keep-screen-on"), isOn: Binding(
                    read: { state.keepScreenAwake }, write: { send(.setKeepScreenAwake($0)) }))
            } header: {
                Text(tx("app-at-the-table"))
            } footer: {
                Text(tx("app-keep-screen-on-footer"))
            }
            Section {
                LabeledContent(tx("app-games-stored"), value: "\(state.gameCount)")
                if let export = state.export {
                    if let games = state.exportedGames {
                        Text(tx("app-settings-exported", ["games": .count(games)]))
                            .foregroundStyle(.secondary)
                    }
                    ShareLink(item: export.url) {
                        Label(tx("app-share-export"), systemImage: "square.and.arrow.up")
                    }
                } else {
                    Button { send(.export) } label: {
                        Label(tx("app-export-all"), systemImage: "square.and.arrow.up")
                    }
                    .disabled(state.gameCount == 0)
                }
                Button { importing = true } label: {
                    Label(tx("app-import"), systemImage: "square.and.arrow.down")
                }
                if let report = state.lastImport {
                    Text(tx("app-import-report", ["imported": .count(report.imported), "skipped": .count(report.skipped)]))
                        .foregroundStyle(.secondary)
                }
            } header: {
                Text(tx("app-your-games"))
            } footer: {
                Text(tx("app-your-games-footer"))
            }
            if !state.players.isEmpty {
                Section {
                    Picker(tx("app-settings-me"), selection: Binding(
                        read: { state.me }, write: { send(.setMe($0)) })) {
                        Text(tx("app-settings-me-nobody")).tag(Int64?.none)
                        ForEach(state.players, id: \.id) { player in
                            Text(verbatim: player.name).tag(Int64?.some(player.id))
                        }
                    }
                } footer: {
                    Text(tx("app-settings-me-footer"))
                }
            }
            Section(tx("app-about")) {
                LabeledContent(tx("app-version"),
                               value: Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "")
                LabeledContent(tx("app-language"), value: state.language)
                Text(tx("app-about-rules"))
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle(Text(tx("app-settings")))
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

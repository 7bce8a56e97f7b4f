// Sharing a game where the group keeps it: the result as a message and a picture
// (Results), and the game for BG Stats or BoardGameGeek (a finished game's detail).
// The model asks the core for the files; a first tap makes them, ShareLink then hands
// them to the share sheet. Tally sends nothing anywhere itself.

import SwiftUI
import TallyCore
import TallyKit

private let shareDirectory = FileManager.default.temporaryDirectory.appending(path: "share")

struct ShareResultSection: View {
    let model: ShareModel
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.openURL) private var openURL
    @State private var pictureURL: URL?

    var body: some View {
        Section {
            if let result = model.viewState.result, let pictureURL {
                ShareLink(item: pictureURL, message: Text(verbatim: result.text)) {
                    Label(tx("app-share-result"), systemImage: "square.and.arrow.up")
                }
            } else {
                Button {
                    model.send(viewAction: .prepareResult(dark: colorScheme == .dark))
                } label: {
                    Label(tx("app-share-result"), systemImage: "square.and.arrow.up")
                }
            }
            Button { model.send(viewAction: .logInBgStats) } label: {
                Label(tx("app-log-in-bg-stats"), systemImage: "arrow.up.forward.app")
            }
            if let form = model.viewState.bggForm {
                ShareLink(item: form) {
                    Label(tx("app-log-on-bgg"), systemImage: "doc.on.clipboard")
                }
            } else {
                Button { model.send(viewAction: .logOnBgg) } label: {
                    Label(tx("app-log-on-bgg"), systemImage: "doc.on.clipboard")
                }
            }
        }
        .onChange(of: model.viewState.bgstatsLink) { _, link in
            if let link { openURL(link) }
        }
        .onChange(of: model.viewState.result) { _, result in
            pictureURL = result.flatMap { try? $0.picture.write(into: shareDirectory) }
        }
        .tallyAlert(model.viewState.alert) { model.send(viewAction: .dismissAlert) }
    }
}

struct ExportForOtherAppsSection: View {
    let model: ShareModel
    @State private var fileURL: URL?

    var body: some View {
        Section {
            Button { model.send(viewAction: .exportForBgStats) } label: {
                Label(tx("app-export-bgstats"), systemImage: "square.and.arrow.up.on.square")
            }
            Button { model.send(viewAction: .exportForBgg) } label: {
                Label(tx("app-export-bgg"), systemImage: "square.and.arrow.up.on.square")
            }
            if let fileURL {
                ShareLink(item: fileURL) {
                    Label(fileURL.lastPathComponent, systemImage: "doc")
                }
            }
        }
        .onChange(of: model.viewState.file) { _, file in
            fileURL = file.flatMap { try? $0.write(into: shareDirectory) }
        }
        .tallyAlert(model.viewState.alert) { model.send(viewAction: .dismissAlert) }
    }
}

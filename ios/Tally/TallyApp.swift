// The Tally app: opens the database in Application Support (created on first
// launch) off the main actor, with the core speaking the system's language, and
// shows home. A write-ahead log beside the database that is not its own is
// explained, and set aside on the players' word. Every command is committed by the
// core before it returns; the navigation stack and a score form being filled in
// are kept in scene storage. Going to the background checkpoints the database
// (backups: docs/exports.md). The app's font is Inter, shipped with it, so that the
// screens look the same on every phone.

import SwiftUI
import TallyCore
import TallyKit

@main
struct TallyApp: App {
    @State private var launch = AppContext.launchModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            SwiftUI.Group {
                switch launch.viewState {
                case .ready:
                    if let service = launch.service {
                        OpenedApp(service: service)
                    }
                case .foreignLog(let reason):
                    ContentUnavailableView {
                        Label(tx("app-foreign-log-title"), systemImage: "externaldrive.badge.questionmark")
                    } description: {
                        Text(tx("app-foreign-log-message", ["reason": .text(reason)]))
                    } actions: {
                        Button(tx("app-foreign-log-set-aside")) { launch.send(viewAction: .setAsideLog) }
                            .buttonStyle(.borderedProminent)
                    }
                case .failed(let reason):
                    ContentUnavailableView {
                        Label(tx("app-cannot-open-database"), systemImage: "externaldrive.badge.exclamationmark")
                    } description: {
                        Text(reason)
                    }
                case .opening:
                    ProgressView(tx("app-loading"))
                }
            }
            .font(.custom(AppFont.regular, size: 17, relativeTo: .body))
            .task {
                if launch.viewState == .opening && launch.service == nil {
                    launch.send(viewAction: .open)
                }
            }
            .onChange(of: scenePhase) { _, phase in
                // In the background the write-ahead log is emptied into the database
                // file: an iCloud backup taken then finds every game in the file.
                if phase == .background, let service = launch.service {
                    Task { await service.checkpoint() }
                }
            }
        }
    }
}

/// The app once its database is open: one context (service and router) for its life.
private struct OpenedApp: View {
    @State private var context: AppContext

    init(service: TallyService) {
        _context = State(initialValue: AppContext(service: service))
    }

    var body: some View {
        AppRootView(context: context)
    }
}

/// The app's font, Inter (OFL), shipped in the bundle (Info.plist UIAppFonts): the
/// same files as core/assets/fonts.
enum AppFont {
    static let regular = "Inter-Regular"
    static let bold = "Inter-Bold"
}

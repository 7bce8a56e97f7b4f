// The Tally app: opens the database in Application Support (created on first
// launch) off the main actor, with the core speaking the system's language, and
// shows home. Every command is committed by the core before it returns; the
// navigation stack and a score form being filled in are kept in scene storage. Going
// to the background checkpoints the database (backups: docs/exports.md).

import SwiftUI
import TallyCore
import TallyKit

@main
struct TallyApp: App {
    @State private var opened: Result<AppContext, TallyError>?
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            SwiftUI.Group {
                switch opened {
                case .success(let context)?:
                    AppRootView(context: context)
                case .failure(let error)?:
                    ContentUnavailableView {
                        Label("Tally cannot open its database", systemImage: "externaldrive.badge.exclamationmark")
                    } description: {
                        Text(error.reason)
                    }
                case nil:
                    ProgressView()
                }
            }
            .task {
                if opened == nil {
                    opened = await AppContext.openDefault()
                }
            }
            .onChange(of: scenePhase) { _, phase in
                // In the background the write-ahead log is emptied into the database
                // file: an iCloud backup taken then finds every game in the file.
                if phase == .background, case .success(let context)? = opened {
                    Task { await context.service.checkpoint() }
                }
            }
        }
    }
}

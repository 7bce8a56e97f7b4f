// The Tally app: opens the database in Application Support (created on first
// launch) and shows home. Every command is committed by the core before it
// returns, so the app keeps no state of its own worth saving.

import SwiftUI
import TallyCore
import TallyKit

@main
struct TallyApp: App {
    @State private var opened: Result<AppContext, TallyError>

    init() {
        _opened = State(initialValue: AppContext.openDefault())
    }

    var body: some Scene {
        WindowGroup {
            switch opened {
            case .success(let context):
                AppRootView(context: context)
            case .failure(let error):
                ContentUnavailableView {
                    Label("Tally cannot open its database", systemImage: "externaldrive.badge.exclamationmark")
                } description: {
                    Text(error.reason)
                }
            }
        }
    }
}

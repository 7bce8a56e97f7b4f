// What every screen needs: the store's service and the navigation stack.

import Foundation
import TallyCore
import TallyKit

@MainActor
final class AppContext {
    let service: TallyService
    let router: AppRouter

    init(service: TallyService, router: AppRouter = AppRouter()) {
        self.service = service
        self.router = router
    }

    /// The app's database: Application Support/Tally/tally.db.
    static func openDefault() -> Result<AppContext, TallyError> {
        let url = URL.applicationSupportDirectory
            .appending(path: "Tally", directoryHint: .isDirectory)
            .appending(path: "tally.db", directoryHint: .notDirectory)
        return TallyService.open(databaseAt: url).map { AppContext(service: $0) }
    }

    /// A database in memory, for previews.
    static func preview() -> AppContext {
        guard case .success(let service) = TallyService.inMemory() else {
            fatalError("SQLite cannot start in memory")
        }
        return AppContext(service: service)
    }
}

// What every screen needs: the store's service and the navigation stack; and how
// the app's database is opened at launch.

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

    /// The language the players read: the system's first preferred language.
    static var systemLocale: String {
        Locale.preferredLanguages.first ?? Locale.current.identifier
    }

    /// The app's database, Application Support/Tally/tally.db (in the device's
    /// backups), opened with the core set to the system's language.
    static func launchModel() -> LaunchModel {
        let folder = URL.applicationSupportDirectory.appending(path: "Tally", directoryHint: .isDirectory)
        // Application Support is in the device's backups; the folder is never
        // excluded from them (an iCloud backup restores every game).
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var values = URLResourceValues()
        values.isExcludedFromBackup = false
        var backedUp = folder
        try? backedUp.setResourceValues(values)
        return LaunchModel(databaseAt: folder.appending(path: "tally.db", directoryHint: .notDirectory),
                           locale: systemLocale)
    }

    /// A database in memory, for previews.
    static func preview() async -> AppContext? {
        guard case .success(let service) = await TallyService.inMemory(locale: systemLocale) else { return nil }
        return AppContext(service: service)
    }
}

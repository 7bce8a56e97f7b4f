// What the players set for this phone, kept in UserDefaults (they survive the app
// being killed): whether the screen stays on while a game is open, and whether the
// scoreboard is drawn for the table.

import Foundation
import Observation

@MainActor
@Observable
public final class AppPreferences {
    @ObservationIgnored private let defaults: UserDefaults

    private enum Key {
        static let keepScreenAwake = "keepScreenAwake"
        static let tableMode = "scoreboard.tableMode"
    }

    /// Keep the screen on while a game is open (on unless switched off).
    public var keepScreenAwake: Bool {
        didSet { defaults.set(keepScreenAwake, forKey: Key.keepScreenAwake) }
    }

    /// Draw the scoreboard for the table (large scores, the track around them).
    public var tableMode: Bool {
        didSet { defaults.set(tableMode, forKey: Key.tableMode) }
    }

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        keepScreenAwake = defaults.object(forKey: Key.keepScreenAwake) as? Bool ?? true
        tableMode = defaults.bool(forKey: Key.tableMode)
    }
}

// The part of a game's log a screen holds: the newest entries, newest first, read
// a page at a time, and kept up to date by applying each LogChange the core sends
// (push, pop, replace) instead of reading the log again.

import TallyCore

public struct LogWindow: Equatable, Sendable {
    /// The entries held, newest first, without gaps from the newest on.
    public private(set) var items: [LogItem]
    /// Where the next (older) page starts, when there are older entries.
    public private(set) var nextBefore: UInt64?
    /// Entries in the whole effective log.
    public private(set) var total: UInt64

    public init(page: LogPage) {
        items = page.items
        nextBefore = page.nextBefore
        total = page.total
    }

    /// Whether older entries can be read.
    public var hasOlder: Bool { nextBefore != nil }

    /// Applies a change; false when the window cannot follow it (a reload, or the
    /// last held entry was taken away while older ones exist) and the newest page
    /// must be read again.
    public mutating func apply(_ change: LogChange, total: UInt64) -> Bool {
        self.total = total
        switch change {
        case .push(let item):
            items.removeAll { $0.seq == item.seq }
            items.insert(item, at: 0)
        case .pop(let seq):
            items.removeAll { $0.seq == seq }
        case .replace(let removed, let changed):
            let gone = Set(removed)
            items.removeAll { gone.contains($0.seq) }
            for item in changed {
                if let index = items.firstIndex(where: { $0.seq == item.seq }) {
                    items[index] = item
                } else if nextBefore == nil || item.seq > (items.last?.seq ?? 0) {
                    // A changed entry older than the window stays unread with the rest.
                    let index = items.firstIndex { $0.seq < item.seq } ?? items.count
                    items.insert(item, at: index)
                }
            }
        case .reload:
            return false
        }
        return !(items.isEmpty && total > 0)
    }

    /// Adds the next older page.
    public mutating func append(olderPage page: LogPage) {
        let held = Set(items.map(\.seq))
        items.append(contentsOf: page.items.filter { !held.contains($0.seq) })
        nextBefore = page.nextBefore
        total = page.total
    }
}

// The geometry of the drawn scoring track: 50 spaces (0-49) around the edge of a
// grid of square cells, space 0 in the top-left corner, clockwise, as a ring like
// the board's track. Pure arithmetic, so the views only draw.

import Foundation

public struct TrackLayout: Equatable, Sendable {
    public static let spaces = 50

    /// Cells across and down; the ring has 2 * (columns + rows) - 4 = 50 cells.
    public let columns: Int
    public let rows: Int

    /// The shapes a 50-cell ring can take (columns + rows = 27), widest first.
    public static let shapes: [TrackLayout] = (4...23).map { TrackLayout(columns: 27 - $0, rows: $0) }

    public init(columns: Int, rows: Int) {
        precondition(2 * (columns + rows) - 4 == Self.spaces, "a ring of 50 cells needs columns + rows = 27")
        self.columns = columns
        self.rows = rows
    }

    /// The ring whose cells are largest in a `width` x `height` area.
    public static func fitting(width: Double, height: Double) -> TrackLayout {
        shapes.max { $0.cellSide(width: width, height: height) < $1.cellSide(width: width, height: height) }!
    }

    public func cellSide(width: Double, height: Double) -> Double {
        min(width / Double(columns), height / Double(rows))
    }

    /// Column and row of a space (taken modulo 50).
    public func cell(of space: Int) -> (column: Int, row: Int) {
        var index = space % Self.spaces
        if index < 0 { index += Self.spaces }
        let top = columns - 1
        let right = rows - 1
        if index <= top { return (index, 0) }
        index -= top
        if index <= right { return (columns - 1, index) }
        index -= right
        if index <= top { return (columns - 1 - index, rows - 1) }
        index -= top
        return (0, rows - 1 - index)
    }

    /// The cell of a space in a `width` x `height` area, centred.
    public func frame(of space: Int, width: Double, height: Double) -> TrackRect {
        let side = cellSide(width: width, height: height)
        let originX = (width - side * Double(columns)) / 2
        let originY = (height - side * Double(rows)) / 2
        let (column, row) = cell(of: space)
        return TrackRect(x: originX + Double(column) * side, y: originY + Double(row) * side, width: side, height: side)
    }

    /// The area inside the ring (for the turn, the active player...).
    public func interior(width: Double, height: Double) -> TrackRect {
        let corner = frame(of: 0, width: width, height: height)
        let side = corner.width
        return TrackRect(x: corner.x + side, y: corner.y + side,
                         width: side * Double(columns - 2), height: side * Double(rows - 2))
    }

    /// Centres of `count` markers sharing a cell, as fractions of the cell (0-1).
    public static func markerCentres(count: Int) -> [(x: Double, y: Double)] {
        switch count {
        case ..<1: return []
        case 1: return [(0.5, 0.5)]
        case 2: return [(0.3, 0.5), (0.7, 0.5)]
        case 3: return [(0.3, 0.3), (0.7, 0.3), (0.5, 0.72)]
        case 4: return [(0.3, 0.3), (0.7, 0.3), (0.3, 0.7), (0.7, 0.7)]
        default:
            // A ring of markers for crowded spaces.
            return (0..<count).map { index in
                let angle = Double(index) / Double(count) * 2 * Double.pi
                return (0.5 + 0.3 * sin(angle), 0.5 - 0.3 * cos(angle))
            }
        }
    }
}

public struct TrackRect: Equatable, Sendable {
    public let x: Double
    public let y: Double
    public let width: Double
    public let height: Double

    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
}

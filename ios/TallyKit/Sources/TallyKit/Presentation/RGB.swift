// A colour as the core gives it (0xRRGGBB), in the components a view needs.

import Foundation

public struct RGB: Hashable, Sendable {
    public let hex: UInt32

    public init(hex: UInt32) {
        self.hex = hex & 0xFF_FFFF
    }

    public var red: Double { Double((hex >> 16) & 0xFF) / 255 }
    public var green: Double { Double((hex >> 8) & 0xFF) / 255 }
    public var blue: Double { Double(hex & 0xFF) / 255 }

    /// Relative luminance (WCAG 2), 0 for black to 1 for white.
    public var luminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.039_28 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Whether text drawn on this colour reads better dark than white.
    public var prefersDarkText: Bool {
        // Contrast ratio with black, (L + 0.05) / 0.05, against white, 1.05 / (L + 0.05).
        (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05)
    }
}

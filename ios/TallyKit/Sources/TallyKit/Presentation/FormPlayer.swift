// A player as forms list them: who, in which colour, with how many scoring figures.

public struct FormPlayer: Equatable, Identifiable, Sendable {
    public let id: String
    public let name: String
    public let rgb: RGB
    /// Their scoring figures on the track (2 with Messages).
    public let figures: Int

    public init(id: String, name: String, rgb: RGB, figures: Int = 1) {
        self.id = id
        self.name = name
        self.rgb = rgb
        self.figures = figures
    }
}

// The scoring track as on the board: 50 spaces in a ring, every scoring figure and
// robber on its space, and the ring's interior for whatever the screen puts there.
// A figure the core says stands on a dark dispatch space (Messages) is marked, and
// its space shaded. The geometry is TallyKit's TrackLayout; this view only draws.
//
// VoiceOver reads the track as one element per occupied space ("Space 12: Ann,
// figure 1, dark space; robber of Cleo"), in track order; empty spaces are skipped.
// The numbers in the cells scale with the cells, not with Dynamic Type: the same
// information is in the players' rows, which do follow Dynamic Type.

import SwiftUI
import TallyCore
import TallyKit

struct TrackView<Centre: View>: View {
    let markers: [TrackMarker]
    let figuresPerPlayer: Int
    @ViewBuilder let centre: () -> Centre

    var body: some View {
        GeometryReader { proxy in
            let width = Double(proxy.size.width)
            let height = Double(proxy.size.height)
            let layout = TrackLayout.fitting(width: width, height: height)
            let bySpace = Dictionary(grouping: markers, by: \.space)
            let inside = layout.interior(width: width, height: height)
            ZStack(alignment: .topLeading) {
                ForEach(0..<TrackLayout.spaces, id: \.self) { space in
                    let frame = layout.frame(of: space, width: width, height: height)
                    TrackSpace(space: space, markers: bySpace[space] ?? [], figuresPerPlayer: figuresPerPlayer)
                        .frame(width: frame.width, height: frame.height)
                        .position(x: frame.midX, y: frame.midY)
                }
                centre()
                    .frame(width: max(0, inside.width - 8), height: max(0, inside.height - 8))
                    .position(x: inside.midX, y: inside.midY)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text("Scoring track"))
    }
}

private struct TrackSpace: View {
    let space: Int
    let markers: [TrackMarker]
    let figuresPerPlayer: Int

    private var isDark: Bool { markers.contains(where: \.onDarkSpace) }

    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            let centres = TrackLayout.markerCentres(count: markers.count)
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: side * 0.12)
                    .fill(isDark ? Color.primary.opacity(0.30) : Color.secondary.opacity(0.10))
                RoundedRectangle(cornerRadius: side * 0.12)
                    .strokeBorder(Color.primary.opacity(0.18), lineWidth: 0.5)
                Text(verbatim: "\(space)")
                    .font(.system(size: max(6, side * 0.26), weight: isDark ? .bold : .regular))
                    .foregroundStyle(isDark ? Color.primary : Color.secondary)
                    .padding(side * 0.06)
                ForEach(Array(markers.enumerated()), id: \.element.id) { index, marker in
                    MarkerShape(marker: marker, figuresPerPlayer: figuresPerPlayer, size: side * (markers.count > 2 ? 0.36 : 0.42))
                        .position(x: centres[index].x * proxy.size.width, y: centres[index].y * proxy.size.height)
                }
            }
        }
        .padding(1)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(accessibilityText)
        .accessibilityHidden(markers.isEmpty)
        .accessibilitySortPriority(Double(TrackLayout.spaces - space))
    }

    private var accessibilityText: Text {
        var parts = [Text("Space \(Int(space))")]
        for marker in markers {
            switch marker.kind {
            case .figure(let index):
                if figuresPerPlayer > 1 {
                    parts.append(Text("\(marker.name), figure \(Int(index + 1))"))
                } else {
                    parts.append(Text(marker.name))
                }
                if marker.onDarkSpace {
                    parts.append(Text("dark space"))
                }
            case .robber:
                parts.append(Text("robber of \(marker.name)"))
            }
        }
        return parts.dropFirst().reduce(parts[0]) { $0 + Text(verbatim: ", ") + $1 }
    }
}

/// A scoring figure (a disc, numbered with Messages, with an envelope on a dark
/// space) or a robber (a diamond).
private struct MarkerShape: View {
    let marker: TrackMarker
    let figuresPerPlayer: Int
    let size: Double

    var body: some View {
        switch marker.kind {
        case .figure(let index):
            Circle()
                .fill(Color(marker.rgb))
                .overlay(Circle().strokeBorder(marker.rgb.textColour.opacity(0.8), lineWidth: marker.onDarkSpace ? 2 : 1))
                .overlay {
                    if figuresPerPlayer > 1 {
                        Text(verbatim: "\(index + 1)")
                            .font(.system(size: size * 0.6, weight: .bold))
                            .foregroundStyle(marker.rgb.textColour)
                    }
                }
                .frame(width: size, height: size)
        case .robber:
            Rectangle()
                .fill(Color(marker.rgb))
                .overlay(Rectangle().strokeBorder(marker.rgb.textColour, style: StrokeStyle(lineWidth: 1.5, dash: [2, 1.5])))
                .frame(width: size * 0.75, height: size * 0.75)
                .rotationEffect(.degrees(45))
        }
    }
}

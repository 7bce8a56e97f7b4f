// swift-tools-version:6.0
//
// TallyKit: the iOS app's Swift package.
//   TallyCore     the generated UniFFI bindings of tally-ffi (Sources/TallyCore/TallyCore.swift,
//                 staged by ios/scripts/stage-bindings.sh; never edited, never committed)
//   TallyCoreFFI  the C side of the bindings (TallyCoreFFI.h + module map) and the Rust library:
//                 - Apple platforms: the binary target Frameworks/TallyCoreFFI.xcframework
//                   (static libtally_ffi.a per platform, with the header and module map),
//                   built by ios/scripts/build-xcframework.sh;
//                 - Linux: a system-library target over the staged header and module map,
//                   linked to the host build of libtally_ffi.so (target/debug, or
//                   $CARGO_TARGET_DIR/debug) with an absolute rpath. This is how
//                   tests/swift/run compiles and tests TallyKit on this project's Linux
//                   machines.
//   TallyKit      @Observable models and presenters of the app's screens (no SwiftUI).
//
// Why `#if os(Linux)` and not a target condition: a manifest is evaluated on the machine
// that builds, and both branches must define a module named TallyCoreFFI (the generated
// TallyCore.swift does `import TallyCoreFFI`), which two targets of one package cannot
// share. Builds for iOS always run on macOS, so the Apple branch is the one Xcode sees.
import PackageDescription

#if os(Linux)
let repositoryRoot = Context.packageDirectory + "/../.."
let rustLibraryDirectory = (Context.environment["CARGO_TARGET_DIR"] ?? repositoryRoot + "/target") + "/debug"
let ffiTarget: Target = .systemLibrary(name: "TallyCoreFFI", path: "Sources/TallyCoreFFI")
let coreLinkerSettings: [LinkerSetting] = [
    .linkedLibrary("tally_ffi"),
    .unsafeFlags(["-L", rustLibraryDirectory, "-Xlinker", "-rpath", "-Xlinker", rustLibraryDirectory]),
]
#else
let ffiTarget: Target = .binaryTarget(name: "TallyCoreFFI", path: "Frameworks/TallyCoreFFI.xcframework")
let coreLinkerSettings: [LinkerSetting] = []
#endif

let package = Package(
    name: "TallyKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "TallyKit", targets: ["TallyKit", "TallyCore"]),
    ],
    targets: [
        ffiTarget,
        .target(
            name: "TallyCore",
            dependencies: ["TallyCoreFFI"],
            path: "Sources/TallyCore",
            linkerSettings: coreLinkerSettings
        ),
        .target(name: "TallyKit", dependencies: ["TallyCore"], path: "Sources/TallyKit"),
        .testTarget(name: "TallyKitTests", dependencies: ["TallyKit"], path: "Tests/TallyKitTests"),
    ]
)

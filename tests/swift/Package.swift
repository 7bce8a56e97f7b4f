// swift-tools-version:6.0
//
// The Swift suite of Tally, run on Linux by tests/swift/run (XCTest, Swift 6.0.3).
// It compiles the SAME sources as the iOS app's package ios/TallyKit, through the
// symlinks in Sources/ and Tests/ (SwiftPM wants target paths inside the package):
//   Sources/TallyCore     -> ios/TallyKit/Sources/TallyCore     the generated bindings
//   Sources/TallyCoreFFI  -> ios/TallyKit/Sources/TallyCoreFFI  generated header + module map
//   Sources/TallyKit      -> ios/TallyKit/Sources/TallyKit      the app's models
//   Tests/TallyKitTests   -> ios/TallyKit/Tests/TallyKitTests   their tests
// and adds Tests/TallyCoreTests: the shared scenarios (tests/scenarios/*.json),
// typed errors, the listener and the store, straight through the bindings; and
// Tests/AppTextsTests: every text of the app's SwiftUI views and models is an app
// message of bindings/ffi/locales/en/app.ftl (read as text; SwiftUI is not compiled
// here), and the app ships the core's font.
//
// TallyCoreFFI is a system-library target: the generated module map (staged as
// module.modulemap) over the generated header; TallyCore links the host build of
// libtally_ffi.so (target/debug, or $CARGO_TARGET_DIR/debug) with an absolute rpath,
// valid in tests/swift/run's chroot too because the work tree is mounted at the same
// path there. tests/swift/run builds the library, generates and stages the bindings.
import PackageDescription

let repositoryRoot = Context.packageDirectory + "/../.."
let rustLibraryDirectory = (Context.environment["CARGO_TARGET_DIR"] ?? repositoryRoot + "/target") + "/debug"

let package = Package(
    name: "TallySwiftTests",
    platforms: [.macOS(.v14)],
    targets: [
        .systemLibrary(name: "TallyCoreFFI", path: "Sources/TallyCoreFFI"),
        .target(
            name: "TallyCore",
            dependencies: ["TallyCoreFFI"],
            path: "Sources/TallyCore",
            linkerSettings: [
                .linkedLibrary("tally_ffi"),
                .unsafeFlags(["-L", rustLibraryDirectory, "-Xlinker", "-rpath", "-Xlinker", rustLibraryDirectory]),
            ]
        ),
        .target(name: "TallyKit", dependencies: ["TallyCore"], path: "Sources/TallyKit"),
        .testTarget(name: "TallyCoreTests", dependencies: ["TallyCore"], path: "Tests/TallyCoreTests"),
        .testTarget(name: "TallyKitTests", dependencies: ["TallyKit"], path: "Tests/TallyKitTests"),
        .testTarget(name: "AppTextsTests", path: "Tests/AppTextsTests"),
    ]
)

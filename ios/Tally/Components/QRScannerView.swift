// The camera reading a table's QR code (AVFoundation: a capture session with the
// back camera and a metadata output for QR codes, in a UIKit view controller that
// SwiftUI hosts). The first code read is handed over as text, once; the core judges
// whether it is a link to a table. Without the camera (access refused, or none)
// the sheet says so, and the link can be typed instead.

import AVFoundation
import SwiftUI
import TallyKit
import UIKit

struct QRScannerView: View {
    /// Called with the text of the first QR code read.
    let onScanned: @MainActor (String) -> Void
    @State private var cameraUnavailable = false

    var body: some View {
        if cameraUnavailable {
            ContentUnavailableView {
                Label(tx("app-join-scan"), systemImage: "camera")
            } description: {
                Text(tx("app-join-camera-denied"))
            }
        } else {
            QRCameraView(onScanned: onScanned, onUnavailable: { cameraUnavailable = true })
                .ignoresSafeArea()
        }
    }
}

private struct QRCameraView: UIViewControllerRepresentable {
    let onScanned: @MainActor (String) -> Void
    let onUnavailable: @MainActor () -> Void

    func makeUIViewController(context: Context) -> QRCameraController {
        QRCameraController(onScanned: onScanned, onUnavailable: onUnavailable)
    }

    func updateUIViewController(_ controller: QRCameraController, context: Context) {}
}

/// The capture session, started and stopped off the main thread as Apple asks
/// (`startRunning` blocks until the camera runs); the session itself is safe to
/// call from any thread.
private final class CameraSession: @unchecked Sendable {
    let session = AVCaptureSession()

    func start() {
        DispatchQueue.global(qos: .userInitiated).async { self.session.startRunning() }
    }

    func stop() {
        DispatchQueue.global(qos: .userInitiated).async { self.session.stopRunning() }
    }
}

private final class QRCameraController: UIViewController, @preconcurrency AVCaptureMetadataOutputObjectsDelegate {
    private let onScanned: @MainActor (String) -> Void
    private let onUnavailable: @MainActor () -> Void
    private let camera = CameraSession()
    private var preview: AVCaptureVideoPreviewLayer?
    private var scanned = false

    init(onScanned: @escaping @MainActor (String) -> Void, onUnavailable: @escaping @MainActor () -> Void) {
        self.onScanned = onScanned
        self.onUnavailable = onUnavailable
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        switch AVCaptureDevice.authorizationStatus(for: .video) {
        case .authorized:
            startCamera()
        case .notDetermined:
            Task {
                if await AVCaptureDevice.requestAccess(for: .video) {
                    startCamera()
                } else {
                    onUnavailable()
                }
            }
        default:
            onUnavailable()
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        preview?.frame = view.bounds
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        camera.stop()
    }

    private func startCamera() {
        let session = camera.session
        let output = AVCaptureMetadataOutput()
        guard let device = AVCaptureDevice.default(for: .video),
              let input = try? AVCaptureDeviceInput(device: device),
              session.canAddInput(input), session.canAddOutput(output)
        else {
            onUnavailable()
            return
        }
        session.addInput(input)
        session.addOutput(output)
        // Set after the output joined the session: only then does it offer QR codes.
        output.setMetadataObjectsDelegate(self, queue: DispatchQueue.main)
        output.metadataObjectTypes = [.qr]
        let layer = AVCaptureVideoPreviewLayer(session: session)
        layer.videoGravity = .resizeAspectFill
        layer.frame = view.bounds
        view.layer.addSublayer(layer)
        preview = layer
        camera.start()
    }

    func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection
    ) {
        guard !scanned, let code = metadataObjects.first as? AVMetadataMachineReadableCodeObject,
              let text = code.stringValue
        else { return }
        scanned = true
        camera.stop()
        onScanned(text)
    }
}

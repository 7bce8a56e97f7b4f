// Calls into the bindings with a typed outcome. The generated functions are
// declared `throws`, but tally-ffi only ever throws TallyError (panics are caught
// on the Rust side and arrive as TallyError.Internal); anything else would be a
// bug in the bindings and is reported as Internal too.

import TallyCore

func tallyCall<Value>(_ body: () throws -> Value) -> Result<Value, TallyError> {
    do {
        return .success(try body())
    } catch let error as TallyError {
        return .failure(error)
    } catch {
        return .failure(.Internal(code: "internal", reason: "unexpected error from the bindings: \(error)"))
    }
}

extension TallyError {
    /// The text the core wrote for a player: what and why.
    public var reason: String {
        switch self {
        case .InvalidInput(_, _, let reason), .UnknownKey(_, _, let reason), .NotAvailable(_, _, let reason),
            .UnknownPlayer(_, _, let reason), .InvalidCommand(_, let reason), .NothingToChange(_, let reason),
            .EntryRefused(_, _, _, let reason), .WouldGoNegative(_, _, _, _, let reason), .Storage(_, let reason),
            .InvalidImport(_, let reason), .NotFound(_, _, let reason), .Internal(_, let reason):
            return reason
        }
    }

    /// The core's error code (`invalid_input`, `nothing_to_undo`, `unknown_game`...).
    public var code: String {
        switch self {
        case .InvalidInput(_, let code, _), .UnknownKey(_, let code, _), .NotAvailable(_, let code, _),
            .UnknownPlayer(_, let code, _), .InvalidCommand(let code, _), .NothingToChange(let code, _),
            .EntryRefused(_, _, let code, _), .WouldGoNegative(_, _, _, let code, _), .Storage(let code, _),
            .InvalidImport(let code, _), .NotFound(_, let code, _), .Internal(let code, _):
            return code
        }
    }

    /// The input the error is about (`tiles`, `players[1].followers`, `space`), if any.
    public var field: String? {
        if case .InvalidInput(let field, _, _) = self, !field.isEmpty { return field }
        return nil
    }
}

/// An error to show in an alert.
public struct AlertState: Equatable, Sendable {
    public let message: String
    /// The input it is about, to highlight it in a form.
    public let field: String?

    public init(message: String, field: String? = nil) {
        self.message = message
        self.field = field
    }

    public init(_ error: TallyError) {
        self.init(message: error.reason, field: error.field)
    }
}

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
        return .failure(.Internal(message: "unexpected error from the bindings: \(error)"))
    }
}

extension TallyError {
    /// The text the core wrote for a player: what and why.
    public var message: String {
        switch self {
        case .InvalidInput(_, let message), .UnknownKey(_, let message), .NotAvailable(_, let message),
            .UnknownPlayer(_, let message), .InvalidCommand(let message), .NothingToChange(let message),
            .EntryRefused(_, _, let message), .WouldGoNegative(_, _, _, let message), .Storage(let message),
            .InvalidImport(let message), .NotFound(_, let message), .Internal(let message):
            return message
        }
    }

    /// The input the error is about (`tiles`, `players[1].followers`, `space`), if any.
    public var field: String? {
        if case .InvalidInput(let field, _) = self, !field.isEmpty { return field }
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
        self.init(message: error.message, field: error.field)
    }
}

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
        return .failure(.Internal(reason: "unexpected error from the bindings: \(error)"))
    }
}

extension TallyError {
    /// The text the core wrote for a player (in the language set with `setLocale`).
    public var reason: String {
        switch self {
        case .Refused(_, _, let reason), .Internal(let reason): return reason
        }
    }

    /// The kind of refusal; nil for an internal error (a bug in Tally).
    public var code: ErrorCode? {
        if case .Refused(let code, _, _) = self { return code }
        return nil
    }

    /// The input the refusal is about (`tiles`, `players[1].followers`, `space`), if any.
    public var field: String? {
        if case .Refused(_, let field?, _) = self, !field.isEmpty { return field }
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

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

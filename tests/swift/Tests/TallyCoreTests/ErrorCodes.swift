// Which core error codes (`Error::code()`, the scenarios' `expect_error.code`) a
// TallyError of the bindings can stand for. It mirrors
// `impl From<tally_core::Error> for TallyError` in bindings/ffi/src/error.rs: the
// FFI folds several core errors into one variant, so a scenario code is checked as
// "one of the codes this variant carries", narrowed where a field tells them apart.

import TallyCore

enum ErrorCodes {
    static func codes(of error: TallyError) -> Set<String> {
        switch error {
        case .InvalidInput(let field, _):
            // InvalidRequest has no field; the three input errors always name one.
            return field.isEmpty ? ["invalid_request"] : ["invalid_input", "unknown_input", "input_not_enabled"]
        case .UnknownKey:
            return ["unknown_edition", "unknown_expansion", "unknown_preset", "unknown_feature", "unknown_event"]
        case .NotAvailable:
            return ["not_available"]
        case .UnknownPlayer(let player, _):
            return player.isEmpty ? ["no_players"] : ["unknown_player", "duplicate_player"]
        case .InvalidCommand:
            return ["invalid_command"]
        case .NothingToChange:
            return ["nothing_to_undo", "nothing_to_redo"]
        case .EntryRefused(_, let invalid, _):
            // Entries are numbered from 1: `invalid` is 0 only for an unknown entry.
            return invalid == 0 ? ["unknown_entry"] : ["edit_refused"]
        case .WouldGoNegative:
            return ["would_go_negative"]
        case .Storage:
            return ["storage", "not_a_tally_database", "schema_too_new"]
        case .InvalidImport:
            return ["invalid_import"]
        case .NotFound:
            return ["unknown_game", "unknown_roster_player"]
        case .Internal:
            return []
        }
    }

    /// The input the error names (core `Error::field()`: only the input errors have one).
    static func field(of error: TallyError) -> String? {
        if case .InvalidInput(let field, _) = error, !field.isEmpty { return field }
        return nil
    }
}

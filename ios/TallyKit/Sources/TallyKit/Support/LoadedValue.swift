// What every screen model does with what it loads from the core: the value, or the
// error shown as the screen's alert.

import TallyCore

extension Result where Failure == TallyError {
    /// The value; on a failure, nil, and `alert` says why.
    func value(alerting alert: inout AlertState?) -> Success? {
        switch self {
        case .success(let value):
            return value
        case .failure(let error):
            alert = AlertState(error)
            return nil
        }
    }
}

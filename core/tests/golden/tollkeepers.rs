//! (golden tests to come)

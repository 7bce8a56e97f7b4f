//! City: 3B.2 (completed) and B.1.3 (end of game).

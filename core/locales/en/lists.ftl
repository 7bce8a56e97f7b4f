### Lists: how two items are joined ($head holds the items before, $last the last one).

list-or = { $head } or { $last }
list-and = { $head } and { $last }
list-semicolon = { $head }; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }

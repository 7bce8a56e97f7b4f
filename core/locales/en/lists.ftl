### Lists joined by a separator that is no conjunction ($head holds the items before, $last
### the last one). "And" and "or" lists are joined by CLDR's patterns (core/src/l10n/lists.rs).

list-semicolon = { $head }; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }

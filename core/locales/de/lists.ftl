### Listen: wie zwei Einträge verbunden werden ($head: alle davor, $last: der letzte).

list-or = { $head } oder { $last }
list-and = { $head } und { $last }
list-semicolon = { $head }; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }

### Listen mit einem Trenner, der keine Konjunktion ist ($head: alle davor, $last: der letzte).
### „Und“- und „oder“-Listen verbinden CLDRs Muster (core/src/l10n/lists.rs).

list-semicolon = { $head }; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }

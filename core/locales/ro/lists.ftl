### Liste: cum se leagă două elemente ($head: cele dinainte, $last: ultimul).

list-or = { $head } sau { $last }
list-and = { $head } și { $last }
list-semicolon = { $head }; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }

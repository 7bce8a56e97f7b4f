### Lijsten: hoe twee elementen worden verbonden ($head: alle ervoor, $last: het laatste).

list-or = { $head } of { $last }
list-and = { $head } en { $last }
list-semicolon = { $head }; { $last }
list-comma = { $head }, { $last }
list-dot = { $head } · { $last }

### Teritorii: nume (feature-<key>), etichetele formularelor, rânduri de ajutor, întrebări, opțiuni și refuzuri.


## acrobats
acrobats-error-ghosts = { $ghosts ->
        [one] { $ghosts } spirit nu încape
        [few] { $ghosts } spirite nu încap
       *[other] { $ghosts } de spirite nu încap
    } pe { $meeples ->
        [one] { $meeples } artist
        [few] { $meeples } artiști
       *[other] { $meeples } de artiști
    } (cel mult { $most } pe artist)
acrobats-error-pyramid-full = { $total ->
        [one] { $total } supus nu încape
        [few] { $total } supuși nu încap
       *[other] { $total } de supuși nu încap
    } într-o piramidă (cel mult { $most })
acrobats-ghosts-players-acrobats = Spirite pe artiștii jucătorului
acrobats-own-meeples-pyramid = Supuși proprii în piramidă

## area
area-count-spaces-around = Numără spațiile din jur pe care se află un cartonaș (0 - 8).
area-error-little-buildings-do-not-fit = { $count ->
        [one] { $count } construcție mică nu încape
        [few] { $count } construcții mici nu încap
       *[other] { $count } de construcții mici nu încap
    } pe { $tiles ->
        [one] { $tiles } cartonaș
        [few] { $tiles } cartonașe
       *[other] { $tiles } de cartonașe
    } { $place } (una pe cartonaș)
area-half-double-sized = Fiecare jumătate a unui cartonaș de mărime dublă valorează ca 1 cartonaș; un spațiu cu unul sau două cartonașe triunghiulare valorează ca 1 cartonaș; fiecare spațiu al unui cartonaș-minune valorează ca 1 cartonaș.
area-occupied-spaces-around = Spații ocupate din jurul său
area-say-how-many = spune câte cartonașe sunt în jurul său
area-say-how-many-spaces = spune câte spații din jurul său sunt ocupate
area-say-how-many-tiles = spune câte cartonașe sunt în cele 8 spații din jurul său
area-tiles-8-spaces = Cartonașe din cele 8 spații din jurul său
area-tiles-around = Cartonașe din jurul său
row-area-tiles-8-spaces-around = Cartonașe din cele 8 spații din jurul său (câte 1)

## baba-yaga
baba-yaga-ask-say-how-many = spune câte dintre cele 8 spații din jurul colibei sunt goale
baba-yaga-empty-square-spaces = Spații pătrate goale din jurul colibei
baba-yaga-followers-baba-yagas = Supuși pe coliba Babei Yaga
baba-yaga-help-8-square-spaces = Dintre cele 8 spații pătrate din jurul colibei, cele fără cartonaș (câte +1).

## bets
bets-chip-2-6 = Jetonul de pariuri 2/6
bets-chip-2-6-settled = Jetonul de pariuri 2/6 stabilit pe acest teritoriu
bets-chip-3-5 = Jetonul de pariuri 3/5
bets-chip-3-5-settled = Jetonul de pariuri 3/5 stabilit pe acest teritoriu
bets-chip-3-6 = Jetonul de pariuri 3/6
bets-chip-3-6-settled = Jetonul de pariuri 3/6 stabilit pe acest teritoriu
bets-chip-4-7 = Jetonul de pariuri 4/7+
bets-chip-4-7-plus = Jetonul de pariuri 4/7+ stabilit pe acest teritoriu
bets-chip-4-8 = Jetonul de pariuri 4 (8 puncte)
bets-chip-4-8-points = Jetonul de pariuri 4 (8 puncte) stabilit pe acest teritoriu
bets-chip-5-8 = Jetonul de pariuri 5/8+
bets-chip-5-8-plus = Jetonul de pariuri 5/8+ stabilit pe acest teritoriu
bets-feature-chips-settled = Teritoriul pe care se stabilesc jetoanele
bets-help-counted-when-road = Numărat ca la evaluarea drumului sau a orașului.
bets-option-completed-city = Un oraș finalizat
bets-option-completed-road = Un drum finalizat
bets-tiles-that-road = Cartonașele acelui drum sau oraș

## castle
castle-ask-say-how-many = spune câte puncte a primit primul teritoriu finalizat adiacent cu cetatea
castle-help-that-features-value = Valoarea acelui teritoriu așa cum a primit-o majoritatea sa (fără bonusurile și penalitățile de spirite ale jucătorilor), chiar dacă nimeni nu l-a ocupat.
castle-mayor-castle-scores = Primar în cetate (valorează 0: o cetate nu are blazoane)
castle-meeples-castle = Supuși în cetate
castle-points-first-completed = Punctele primului teritoriu finalizat adiacent cu cetatea

## cemetery
cemetery-cemetery-0-points = Cimitir: 0 puncte; 1 supus de veghe extra în culoarea jucătorului, dacă este disponibil
cemetery-cemetery-0-points-2 = Cimitir: 0 puncte
cemetery-cemetery-keepers = Paznici de cimitir

## circus
circus-ask-say-number-animal = spune numărul de pe jetonul cu animal
circus-big-top-tile = Cartonașul cu cortul de circ și cele 8 cartonașe adiacente cu el, inclusiv supușii din cetățile ce se suprapun cu aceste cartonașe. Un cartonaș de mărime dublă valorează ca 1 cartonaș, cu toți supușii săi de pe teritorii obișnuite; un cartonaș triunghiular sau cartonaș-minune valorează ca 1 cartonaș. Nu se iau în considerare: supușii din Orașul Carcassonne, din Roata Destinului sau din Orașul Leipzig.
circus-big-top-tile-tiles = Cartonașul cu cortul de circ și cartonașele din cele 8 spații din jurul său, inclusiv supușii din cetățile ce se suprapun cu aceste spații. Fiecare jumătate a unui cartonaș de mărime dublă este un cartonaș, dar se iau în considerare supușii de pe teritoriile obișnuite ale ambelor jumătăți, chiar dacă o jumătate nu este adiacentă. Nu se iau în considerare: supușii din Orașul Carcassonne, din Roata Destinului sau din Orașul Leipzig.
circus-meeples-big-tops = Supuși în vecinătatea cortului de circ
circus-number-animal-token = Numărul de pe jetonul cu animal de sub cortul de circ

## city
city-active-city-scoring = Cartonaș activ de evaluare a orașului
city-cathars-siege-besiegers = Catari / asediu / asediatori în oraș
city-cathedral-city = Catedrală în oraș
city-city-tiles = Cartonașe de oraș
city-coats-arms-pennants = Blazoane
city-darmstadtium-city = Darmstadtium în oraș
city-error-one-tile-city = un oraș dintr-un singur cartonaș are 1 cartonaș, nu { $counted }
city-german-castles-closing = Castele germane care închid orașul
city-gingerbread-man-leaves = Omul de turtă dulce pleacă din acest oraș
city-knights-city = Cavaleri în oraș
city-mage-city = Magician în oraș
city-mayors-city-strength = Primari în oraș (forța = blazoanele)
city-meeple-coiners-quarter = Supus în cartierul monetarilor
city-one-tile-city = Un oraș dintr-un singur cartonaș, închis de o poartă de oraș
city-option-bad-neighborhood-tiles = Vecinătate proastă: cartonașele doar cu segmente de oraș semicirculare nu se numără
city-option-citizens-jury-everyone = Juriul cetățenilor: toți cei din oraș împart majoritatea
city-option-no-city-scoring = Niciun cartonaș de evaluare a orașului
city-option-siege-plus-1 = Asediu: +1 / blazon
city-sum-numbers-citys = Suma numerelor de pe casele-băi ale orașului
city-tiles-only-semicircular = Cartonașe doar cu segmente de oraș semicirculare
city-witch-city = Vrăjitoare în oraș

## cloister
cloister-abbey = Abație
cloister-abbot-building-scores = Abate pe construcție (valorează ca un călugăr)
cloister-active-monastic-scoring = Cartonaș activ de evaluare a mănăstirii
cloister-area = din aria sa
cloister-building = Construcție
cloister-challenge-between-shrine = Provocare între un lăcaș de cult și o mănăstire
cloister-cloister-monastery = Mănăstire
cloister-darmstadt-church = Biserică Darmstadt
cloister-dutch-belgian-monastery = Mănăstire olandeză/belgiană
cloister-error-church-bonus = bonusul de majoritate este pentru o biserică Darmstadt, nu pentru: { $building }
cloister-error-vineyards-do-not-fit = { $vineyards ->
        [one] { $vineyards } vie nu încape
        [few] { $vineyards } vii nu încap
       *[other] { $vineyards } de vii nu încap
    } { $tiles ->
        [one] pe { $tiles } cartonaș
        [few] printre cele { $tiles } cartonașe
       *[other] printre cele { $tiles } de cartonașe
    } din jurul construcției: { $building }
cloister-german-monastery = Mănăstire germană
cloister-help-not-those-city = Nu cei din Orașul Carcassonne, din Roata Destinului sau din Orașul Leipzig.
cloister-japanese-building = Construcție japoneză
cloister-meeple-bookbinders-quarter = Supus în cartierul legătorilor de cărți
cloister-meeples-darmstadt-church = Supuși pe cartonașul cu biserica Darmstadt și pe cele 8 din jurul său
cloister-monks-building-heretic = Călugări pe construcție (eretic pe un lăcaș de cult)
cloister-neighbouring-vineyards-plus = Vii învecinate (câte +3)
cloister-neighbouring-vineyards-plus-0 = Vii învecinate (+0 la sfârșitul jocului)
cloister-noun-abbey = abație
cloister-noun-cloister = mănăstire
cloister-noun-darmstadt-church = biserică Darmstadt
cloister-noun-dutch-belgian-monastery = mănăstire olandeză/belgiană
cloister-noun-german-monastery = mănăstire germană
cloister-noun-japanese-building = construcție japoneză
cloister-noun-shrine = lăcaș de cult
cloister-option-challenge-not-resolved = Provocare nerezolvată până la sfârșitul jocului
cloister-option-hermit-monastery-1 = Mănăstire pustnică: -1 / cartonaș cu segmente de oraș
cloister-option-lost-rival-building = Pierdută: construcția rivală a fost finalizată prima
cloister-option-no-challenge = Nicio provocare
cloister-option-no-monastic-scoring = Niciun cartonaș de evaluare a mănăstirii
cloister-option-pilgrimage-route-plus = Rută de pelerinaj: +1 / cartonaș cu segmente de drum sau un pod de lemn
cloister-option-won-this-building = Câștigată: această construcție a fost finalizată prima
cloister-shrine = Lăcaș de cult
cloister-tiles-city-segments = Cartonașe cu segmente de oraș în aria sa (Mănăstire pustnică)
cloister-tiles-road-segments = Cartonașe cu segmente de drum sau un pod de lemn în aria sa (Rută de pelerinaj)
row-cloister-darmstadt-church-plus = Biserică Darmstadt: +3 pentru majoritatea de pe cartonașul cu biserica și cele 8 cartonașe din jurul său
row-cloister-darmstadt-church-plus-3 = Biserică Darmstadt: +3 pentru majoritatea de pe cartonașul cu biserica și cartonașele din cele 8 spații din jurul său

## common
common-double-sized-tile = Un cartonaș de mărime dublă valorează ca 1 cartonaș; fiecare cartonaș triunghiular valorează ca 1 cartonaș; un cartonaș-minune valorează ca 1 cartonaș.
common-farmhouses-sheds-gardens = Gospodării țărănești, grajduri, grădini și tâlhari de pe drum
common-groups-travelers-road = Grupuri de călători de pe drum
common-option-poverty-3 = Sărăcie: -3
common-option-wealth-plus-3 = Bogăție: +3
common-road-segments-german = Segmente de drum de pe cartonașele cu catedrală germană
row-common-occupied-spaces-around = Spații ocupate din jurul său (câte 1)
row-common-tiles-around-1 = Cartonașe din jurul său (câte 1)

## feature
feature-acrobats = Piramidă de artiști
feature-baba_yaga = Coliba Babei Yaga
feature-bets = Casă de pariuri
feature-castle = Cetate
feature-cemetery = Cimitir
feature-circus = Circ (cortul de circ)
feature-city = Oraș
feature-cloister = Mănăstire
feature-field = Câmp
feature-field_barn_s1 = Câmp și moșie: plasarea unei moșii
feature-field_barn_s2 = Câmp și moșie: conectarea unui câmp cu o moșie
feature-field_barn_special = Câmp și moșie: țărani din Orașul Carcassonne
feature-fortune_teller = Cort de prezicător de noroc
feature-garden = Grădină
feature-german_castle = Castel german
feature-german_cathedral = Catedrală germană
feature-german_monastery = Mănăstire germană sau construcție japoneză (abate)
feature-haunted_castle = Castel bântuit
feature-la_porxada = Orașul unui jucător cu cavaleri în orașul La Porxada
feature-obelisk = Obelisc
feature-road = Drum
feature-tollkeepers = Case de taxe la un drum nefinalizat
feature-vodyanoy = Vodianoi

## field
field-city-carcassonne-city = Orașul Carcassonne și Orașul Leipzig au valoarea unor orașe finalizate.
field-city-carcassonne-city-leipzig = Orașul Carcassonne și Orașul Leipzig au valoarea unor orașe finalizate; un oraș mic convertit în cetate nu are valoarea unui oraș finalizat (numără-l ca cetate).
field-error-besieged-cities = { $besieged ->
        [one] { $besieged } oraș
        [few] { $besieged } orașe
       *[other] { $besieged } de orașe
    } cu catari, dar doar { $cities ->
        [one] { $cities } oraș finalizat atinge
        [few] { $cities } orașe finalizate ating
       *[other] { $cities } de orașe finalizate ating
    } câmpul
field-farmers-field = Țărani pe câmp
field-help-pig-helps-only = Porcul ajută doar pe proprietarul său și doar dacă acesta are majoritatea țăranilor.
field-help-pig-herds-do = Turmele de porci nu se cumulează: două sau mai multe contează ca una.
field-help-such-city-worth = Fiecare astfel de oraș valorează dublu față de ce a primit mai sus (punctele sale, porcul și turma de porci incluse).
field-help-tanners-quarter-plus = Pentru cartierul tăbăcarilor: +2 / grajd și gospodărie țărănească, doar pentru un jucător cu majoritatea țăranilor.
field-help-towns-converted-into = Orașe mici convertite în cetăți (Poduri, cetăți și bazaruri).
field-meeple-tanners-quarter = Supus în cartierul tăbăcarilor
field-pig-herd-pigsty = Turmă de porci (cocină) pe câmp
field-sheds-farmhouses-field = Grajduri și gospodării țărănești pe câmp
field-those-cities-cities = Dintre acele orașe: orașe cu catari / asediu

## fortune-teller
fortune-teller-fortune-tellers-tent = Prezicători de noroc în cort
fortune-teller-help-scores-3-points = Primește 3 puncte, fie că are sau nu un prezicător de noroc în cort.
fortune-teller-player-who-completed = Jucătorul care a finalizat cortul

## garden
garden-abbot-garden = Abate pe grădină
garden-error-one-abbot = o { $feature } are un singur abate
garden-gardens-area = din aria grădinii
garden-help-vineyards-do-not = Viile nu afectează grădinile.
garden-noun-garden = grădină

## german-castle
german-castle-ask-say-how-many = spune câte cartonașe sunt în jurul castelului german
german-castle-help-10-spaces-around = Dintre cele 10 spații din jurul castelului; toate 10 ocupate înseamnă că a fost finalizat.
german-castle-help-c1-double-sized = C1: un cartonaș de mărime dublă valorează ca 1 cartonaș, fiecare cartonaș triunghiular ca 1, un cartonaș-minune ca 1.
german-castle-help-space-holding-tile = Fiecare spațiu cu un cartonaș valorează 1 (unul sau două cartonașe triunghiulare: 1; fiecare jumătate a unui cartonaș de mărime dublă și fiecare spațiu al unui cartonaș-minune: 1). Toate 10 ocupate înseamnă că a fost finalizat.
german-castle-knights-german-castle = Cavaleri în castelul german
german-castle-occupied-spaces-around = Spații ocupate din jurul castelului german
german-castle-tiles-10-spaces = Cartonașe din cele 10 spații din jurul castelului german
german-castle-tiles-around-german = Cartonașe din jurul castelului german
row-german-castle-tiles-10-spaces-around = Cartonașe din cele 10 spații din jurul său (câte 1)

## german-cathedral
german-cathedral-archbishops-german-cathedral = Arhiepiscopi pe catedrala germană
german-cathedral-ask-say-how-many = spune câte segmente de drum au aceste drumuri pe cartonașele cu catedrală germană
german-cathedral-ask-say-how-many-road = spune câte cartonașe de drum au aceste drumuri
german-cathedral-cathedral-road-segments = Segmente de drum de catedrală ale drumurilor cu han
german-cathedral-cathedral-road-segments-completed = Segmente de drum de catedrală ale drumurilor finalizate cu han
german-cathedral-cathedral-road-segments-uncompleted = Segmente de drum de catedrală ale drumurilor nefinalizate cu han
german-cathedral-error-inn-segments = { $inn ->
        [one] { $inn } segment
        [few] { $inn } segmente
       *[other] { $inn } de segmente
    } de drum de catedrală cu han, dar drumurile au doar { $segments }
german-cathedral-error-inn-tiles = { $inn ->
        [one] { $inn } cartonaș
        [few] { $inn } cartonașe
       *[other] { $inn } de cartonașe
    } de drum cu han, dar drumurile numără doar { $tiles }
german-cathedral-error-open-labyrinths = { $open ->
        [one] { $open } cartonaș cu labirint deschis
        [few] { $open } cartonașe cu labirint deschise
       *[other] { $open } de cartonașe cu labirint deschise
    }, dar doar { $labyrinths ->
        [one] { $labyrinths } cartonaș cu labirint
        [few] { $labyrinths } cartonașe cu labirint
       *[other] { $labyrinths } de cartonașe cu labirint
    }
german-cathedral-german-cathedral-tiles = Cartonașe cu catedrală germană la care ajung aceste drumuri
german-cathedral-help-archbishops-cathedral-any = Catedrala arhiepiscopului și orice altă catedrală germană de la capătul unuia dintre drumurile sale.
german-cathedral-help-archbishops-cathedral-has = Catedrala arhiepiscopului are 3 sau 4; fiecare altă catedrală numără segmentele acestor drumuri.
german-cathedral-help-counted-above-plus = Numărat ca mai sus: câte +1. Un drum cu mai multe hanuri contează o dată.
german-cathedral-help-counted-above-road = Numărat ca mai sus; un drum cu mai multe hanuri contează o dată.
german-cathedral-help-these-give-archbishop = Acestea nu aduc nimic arhiepiscopului (x0).
german-cathedral-help-this-rule-labyrinth = Cu această regulă, un cartonaș cu labirint se evaluează doar când toate drumurile care ies din el sunt închise.
german-cathedral-needs-labyrinth-closed-only = labirintul cu regula „doar închis” a catedralelor germane
german-cathedral-road-tiles-all = Cartonașele de drum ale tuturor acestor drumuri (fără cartonașele cu catedrală; fiecare cartonaș o dată)
german-cathedral-road-tiles-completed = Cartonașe de drum ale drumurilor finalizate cu han
german-cathedral-road-tiles-roads = Cartonașe de drum ale drumurilor cu han
german-cathedral-road-tiles-uncompleted = Cartonașe de drum ale drumurilor nefinalizate cu han
german-cathedral-those-labyrinth-tiles = Dintre acele cartonașe cu labirint: cele cu un drum care iese încă deschis

## german-monastery
german-monastery-abbot-monastery-japanese = Abate pe mănăstire sau pe construcția japoneză
german-monastery-ask-say-how-many = spune câte cartonașe sunt în linie dreaptă de la construcție, pe rândul sau coloana sa
german-monastery-every-tile-straight = Fiecare cartonaș în linie dreaptă de la construcție, pe rândul și pe coloana sa. Un cartonaș de mărime dublă valorează ca 1 cartonaș; fiecare cartonaș triunghiular valorează ca 1 cartonaș; un cartonaș-minune valorează ca 1 cartonaș.
german-monastery-every-tile-straight-line = Fiecare cartonaș în linie dreaptă de la construcție, pe rândul și pe coloana sa. Fiecare jumătate a unui cartonaș de mărime dublă valorează ca 1 cartonaș; un spațiu cu unul sau două cartonașe triunghiulare valorează ca 1 cartonaș; fiecare spațiu al unui cartonaș-minune valorează ca 1 cartonaș.
german-monastery-that-count = care se numără
german-monastery-tiles-direct-row = Cartonașe în linie dreaptă pe rândul sau coloana sa
german-monastery-who-monastery-japanese-building = mănăstire sau construcție japoneză

## haunted-castle
haunted-castle-2x2-starting-tile = Cartonașul de start 2x2 este în arie (valorează ca 1 cartonaș)
haunted-castle-2x2-starting-tile-area = Cartonașul de start 2x2 este în arie (valorează ca 4 cartonașe)
haunted-castle-ask-say-how-many = spune câte cartonașe cu ceață sunt în arie
haunted-castle-error-area-full = { $mist ->
        [one] { $mist } alt cartonaș nu încape
        [few] { $mist } alte cartonașe nu încap
       *[other] { $mist } de alte cartonașe nu încap
    } în aria cu cartonașul de start 2x2 (cel mult { $most })
haunted-castle-followers-haunted-castle = Supuși pe castelul bântuit
haunted-castle-haunted-castles-tile = Cartonașul castelului și cele opt cartonașe din jurul său; un cartonaș de mărime dublă valorează ca 1 cartonaș.
haunted-castle-haunted-castles-tile-eight = Cartonașul castelului și cele opt spații din jurul său.
haunted-castle-haunted-castles-tile-tiles = Cartonașul castelului și cartonașele de pe cele 8 spații din jurul său; fiecare jumătate a unui cartonaș de mărime dublă valorează ca un cartonaș.
haunted-castle-tiles-mist-area = Cartonașe cu ceață în arie (fără cartonașul de start 2x2)

## la-porxada
la-porxada-error-no-majority-holder = niciun deținător al majorității acestui oraș nu a avut cavaleri în orașul La Porxada: evaluează-l ca oraș
la-porxada-had-knights-completed = A avut cavaleri în orașul finalizat cu La Porxada
la-porxada-help-this-uncompleted-city = Acest oraș nefinalizat se evaluează ca finalizat pentru un deținător al majorității care a avut cavaleri în orașul La Porxada.

## majority
majority-follower-hill-wins = Supus pe un deal (câștigă la egalitate)
majority-large-meeples-count = Supuși mari (valorează 2)

## needs
needs-during-the-game = { $element } (în timpul jocului)
needs-one-of = unul dintre { $elements }

## obelisk
obelisk-followers-obelisk = Supuși pe obelisc

## road
road-active-road-scoring = Cartonaș activ de evaluare a drumului
road-ask-say-how-many = spune câte cartonașe are drumul
road-correct-signpost-types = Tipuri corecte de indicatoare
road-different-german-castles = Castele germane diferite la capetele drumului
road-german-cathedral-tiles = Cartonașe cu catedrală germană la capetele drumului
road-help-road-that-ends = Un drum care se termină la o catedrală germană primește +1 / cartonaș; drumurile care încep și se termină la aceeași catedrală se numără o dată.
road-highwaymen-road = Tâlhari pe drum
road-inn-road = Han pe drum
road-large-tollhouses-toll = Case de taxe mari (taxa 2) la capetele drumului
road-mage-road = Magician pe drum
road-meeple-wainwrights-quarter = Supus în cartierul rotarilor
road-meeples-labyrinths-road = Supuși pe rețeaua de drumuri a labirintului
road-needs-labyrinth-advanced-rules = labirintul cu varianta regulilor avansate
road-option-highway-road-counts = Drum lung: drumul valorează ca 5 cartonașe
road-option-no-road-scoring = Niciun cartonaș de evaluare a drumului
road-option-peasant-uprising-1 = Răscoală de țărani: -1 / cartonaș cu o gospodărie țărănească
road-option-street-fair-plus = Târg din stradă: +1 / cartonaș
road-road-tiles-german = Cartonașe de drum (fără cartonașele cu catedrală germană)
road-signposts-pointing-correct = Indicatoare orientate în direcția corectă
road-small-tollhouses-toll = Case de taxe mici (taxa 1) la capetele drumului
road-sum-numbers-roads = Suma numerelor de pe casele-băi ale drumului
road-tiles-farmhouse-peasant = Cartonașe cu o gospodărie țărănească (Răscoală de țărani)
road-witch-road = Vrăjitoare pe drum

## shared
shared-acrobat-tiles-under = Cartonașe cu locuri de artiști sub directorul de circ sau adiacente cu el
shared-circus-acrobat-tiles = Cartonașe cu loc pentru cortul de circ sau cu locuri de artiști sub directorul de circ sau adiacente cu el
shared-circus-tiles-under = Cartonașe cu loc pentru cortul de circ sub directorul de circ sau adiacente cu el
shared-ghosts-players-followers = Spirite alocate supușilor jucătorului
shared-houses-plus-2 = Case (+2)
shared-little-buildings = Construcții mici
shared-little-buildings-basic = little_buildings (regulile simple)
shared-little-buildings-variant = little_buildings (variantă de reguli)
shared-player-meeple-next = Jucător cu supusul asociat zânei
shared-player-ringmaster = Jucătorul cu directorul de circ pe el
shared-player-teacher = Jucătorul care deține profesorul
shared-ringmaster-2-acrobat = Director de circ: câte 2 / cartonaș cu locuri de artiști
shared-ringmaster-2-circus = Director de circ: câte 2 / cartonaș cu loc pentru cortul de circ
shared-ringmaster-2-circus-acrobat = Director de circ: câte 2 / cartonaș cu loc pentru cortul de circ sau cu locuri de artiști
shared-sheds-plus-1 = Șoproane (+1)
shared-towers-plus-3 = Turnuri (+3)

## tiles
tiles-alhambras-large-city = Orașul mare al Alhambrei
tiles-circus-maximuss-large = Orașul mare al lui Circus Maximus
tiles-error-segments-do-not-fit = { $segments ->
        [one] { $segments } segment nu se potrivește
        [few] { $segments } segmente nu se potrivesc
       *[other] { $segments } de segmente nu se potrivesc
    } cu { $tiles ->
        [one] { $tiles } cartonaș
        [few] { $tiles } cartonașe
       *[other] { $tiles } de cartonașe
    } cu catedrală germană (1 - 4 segmente fiecare)
tiles-ferry-tiles-1 = Cartonașe cu bac (câte 1 cartonaș de drum)
tiles-half-double-sized = Fiecare jumătate a unui cartonaș de mărime dublă valorează ca un cartonaș; un spațiu cu unul sau două cartonașe triunghiulare valorează ca 1 cartonaș; fiecare spațiu al unui cartonaș-minune valorează ca 1 cartonaș.
tiles-labyrinth-tiles-1 = Cartonașe cu labirint (câte 1 cartonaș de drum)
tiles-long-roads-leipzig = Drumuri lungi pe cartonașele Leipzig (câte 2 cartonașe de drum în C3)
tiles-long-roads-leipzig-tiles = Drumuri lungi pe cartonașele Leipzig (câte 1 cartonaș de drum)
tiles-notre-dames-large = Orașul mare al catedralei Notre-Dame
tiles-notre-dames-long = Drumul lung bifurcat al catedralei Notre-Dame
tiles-other-double-sized = Alte cartonașe de mărime dublă (câte 1 cartonaș în C1)
tiles-other-double-sized-tiles = Alte cartonașe de mărime dublă (fiecare jumătate se numără: câte 2)
tiles-square-one-two = Un spațiu cu unul sau două cartonașe triunghiulare valorează ca 1 cartonaș; fiecare spațiu al unui cartonaș-minune valorează ca 1 cartonaș (cartonașe de mărime dublă: niciun impact asupra orașelor).
tiles-squares-holding-triangular = Spații cu cartonașe triunghiulare (câte 1 cartonaș)
tiles-stonehenges-long-forking = Drumul lung bifurcat de la Stonehenge
tiles-tiles-wooden-bridge = Cartonașe cu pod de lemn (câte 1 cartonaș de drum)
tiles-triangular-tile-counts = Fiecare cartonaș triunghiular valorează ca 1 cartonaș; un cartonaș-minune valorează ca 1 cartonaș (cartonașe de mărime dublă: niciun impact asupra orașelor).
tiles-triangular-tiles-1 = Cartonașe triunghiulare (câte 1 cartonaș)
tiles-tunnel-tiles-1 = Cartonașe cu tunel (câte 1 cartonaș de drum)

## tollkeepers
tollkeepers-ask-say-how-many = spune câte gospodării țărănești, grajduri, grădini și tâlhari sunt pe drum
tollkeepers-ask-say-how-many-groups = spune câte grupuri de călători sunt pe drum
tollkeepers-error-too-many = { $tollhouses ->
        [one] { $tollhouses } casă de taxe
        [few] { $tollhouses } case de taxe
       *[other] { $tollhouses } de case de taxe
    } la un drum: un drum are { $ends ->
        [one] { $ends } capăt
        [few] { $ends } capete
       *[other] { $ends } de capete
    }
tollkeepers-help-toll-1-2 = Taxa 1 sau 2 la fel: numărul de pe casa de taxe nu contează la sfârșitul jocului.
tollkeepers-help-wooden-bridge-same = Un pod de lemn pe același cartonaș nu schimbă nimic.
tollkeepers-tollhouse-crossing-end = Casă de taxe pe o intersecție de la un capăt al acestui drum

## vodyanoy
vodyanoy-followers-vodyanoy-tile = Supuși pe cartonașul cu Vodianoi
vodyanoy-help-every-follower-player = Fiecare supus al jucătorului pe orice teritoriu al cartonașului; un supus mare este un supus.

## watchtower
watchtower-help-all-players-meeples = Se numără supușii tuturor jucătorilor, și în cetățile care se suprapun cu aria; nu în Carcassonne, în Roata Destinului sau în Leipzig. Podurile de lemn se numără ca segmente de drum.
watchtower-option-city-1-tile = Oraș: 1 / cartonaș cu un segment de oraș
watchtower-option-cloister-3-monastic = Mănăstire: 3 / construcție monastică
watchtower-option-coat-arms-2 = Blazon: 2 / blazon
watchtower-option-meeple-2-meeple = Supus: 2 / supus din arie
watchtower-option-road-1-tile = Drum: 1 / cartonaș cu un segment de drum
watchtower-player-meeple-next = Jucător cu un supus adiacent cu turnul de observație
watchtower-symbol-watchtower = Simbolul turnului de observație
watchtower-things-that-symbol = Elemente cu acel simbol în aria turnului de observație
row-watchtower-city-symbol = Turn de observație, simbol oraș: 1 / cartonaș cu un segment de oraș
row-watchtower-cloister-symbol = Turn de observație, simbol mănăstire: 3 / construcție monastică
row-watchtower-coat-arms = Turn de observație, simbol blazon: 2 / blazon
row-watchtower-meeple-symbol = Turn de observație, simbol supus: 2 / supus din arie
row-watchtower-road-symbol = Turn de observație, simbol drum: 1 / cartonaș cu un segment de drum

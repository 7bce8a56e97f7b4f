// TallyKit: everything of the iOS app that is not drawing. It compiles and is
// tested on Linux (tests/swift) as well as on Apple platforms, so nothing here
// imports SwiftUI or UIKit.
//
// - Services/: the layer over the generated bindings (TallyCore). Every call into
//   the core runs off the main actor, in an actor proxy (StoreProxy for the
//   database, GameProxy for an open game) and comes back as a typed Result.
//   TallyService holds the store and the open games; GameService is one open
//   game as its screens draw it, fed by the game's one listener (each Update
//   applied: the table summary and the log's change); Catalog holds the rules'
//   catalogues in the players' language.
// - Presentation/: pure helpers the views share: the drawn track's geometry,
//   colours, log rows, routes.
// - Screens/<Screen>/: per screen, element-x style, a value-type `ViewState`, a
//   `ViewAction` enum and an `@Observable` model with `viewState` and
//   `send(viewAction:)` (which returns the task it started: views ignore it,
//   tests await it). Views get the state, bindings and `send`, never the model.
// - Support/: SerialTasks, which keeps a model's requests in order.
//
// Nothing is decided here that the core answers: points, what can be scored,
// which actions are allowed, where a robber may stand, the dispatch tiles, the
// end-game walkthrough and the moment of the game all come from the table model.

// TallyKit: everything of the iOS app that is not drawing. It compiles and is
// tested on Linux (tests/swift) as well as on Apple platforms, so nothing here
// imports SwiftUI or UIKit.
//
// - Services/: the thin layer over the generated bindings (TallyCore): TallyService
//   (the store), GameService (one open game, fed by a GameListener), Catalog (the
//   rules' catalogs), typed results and error texts.
// - Presentation/: pure helpers the views share: the drawn track's geometry,
//   colours, step codes, routes.
// - Screens/<Screen>/: per screen, element-x style, a value-type `ViewState`, a
//   `ViewAction` enum and an `@Observable` model with `viewState` and
//   `send(viewAction:)`. Views get the state, bindings and `send`, never the model.
//
// Points are never computed here: the core scores, the models only ask and show.

// The stateful screens: each collects its ViewModel's StateFlow and hands the state and
// the event lambdas to the stateless composable of app.tally.ui (shared with the
// desktop screenshot tests). Android-only work lives here: navigation, the share sheet,
// the document picker, the robber placement sheet.
package app.tally.android

import android.content.Intent
import androidx.activity.compose.rememberLauncherForActivityResult
import androidx.activity.result.contract.ActivityResultContracts
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.ModalBottomSheet
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.platform.LocalContext
import androidx.core.content.FileProvider
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.compose.LifecycleResumeEffect
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewmodel.compose.viewModel
import androidx.navigation.NavHostController
import app.tally.core.ItemKind
import app.tally.core.Phase
import app.tally.core.Step
import app.tally.presentation.ScoreboardUiState
import app.tally.ui.CorrectionContent
import app.tally.ui.DispatchActions
import app.tally.ui.DispatchContent
import app.tally.ui.EndGameActions
import app.tally.ui.EndGameContent
import app.tally.ui.FormActions
import app.tally.ui.GameDetailContent
import app.tally.ui.HistoryContent
import app.tally.ui.HomeActions
import app.tally.ui.HomeContent
import app.tally.ui.LocalStrings
import app.tally.ui.NewGameActions
import app.tally.ui.NewGameContent
import app.tally.ui.PlayersContent
import app.tally.ui.ResultsContent
import app.tally.ui.RobberPlacementContent
import app.tally.ui.ScoreboardActions
import app.tally.ui.ScoreboardContent
import app.tally.ui.ScoringFormActions
import app.tally.ui.ScoringFormContent
import app.tally.ui.SettingsContent
import app.tally.ui.StatisticsContent
import java.io.File

@Composable
fun HomeScreen(factory: ViewModelProvider.Factory, nav: NavHostController, vm: HomeViewModel = viewModel(factory = factory)) {
    val state by vm.uiState.collectAsStateWithLifecycle()
    LifecycleResumeEffect(Unit) {
        vm.refresh()
        onPauseOrDispose {}
    }
    HomeContent(
        state, ::formatDate,
        HomeActions(
            onResume = { nav.navigate(Routes.scoreboard(it)) },
            onNewGame = { nav.navigate(Routes.NEW_GAME) },
            onHistory = { nav.navigate(Routes.HISTORY) },
            onStatistics = { nav.navigate(Routes.STATISTICS) },
            onPlayers = { nav.navigate(Routes.PLAYERS) },
            onSettings = { nav.navigate(Routes.SETTINGS) },
        ),
    )
}

@Composable
fun NewGameScreen(factory: ViewModelProvider.Factory, nav: NavHostController, vm: NewGameViewModel = viewModel(factory = factory)) {
    val state by vm.uiState.collectAsStateWithLifecycle()
    LaunchedEffect(state.startedGameId) {
        state.startedGameId?.let { id -> nav.navigate(Routes.scoreboard(id)) { popUpTo(Routes.HOME) } }
    }
    NewGameContent(
        state,
        NewGameActions(
            onAddRoster = vm::addRoster, onAddNew = vm::addNew, onRemove = vm::remove, onMoveUp = vm::moveUp,
            onColour = vm::colour, onEdition = vm::edition, onExpansion = vm::expansion, onComponent = vm::component,
            onPreset = vm::preset, onVariant = vm::variant, onStart = vm::start, onBack = { nav.popBackStack() },
        ),
    )
}

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun ScoreboardScreen(factory: ViewModelProvider.Factory, nav: NavHostController, vm: ScoreboardViewModel = viewModel(factory = factory)) {
    val state by vm.uiState.collectAsStateWithLifecycle()
    var placingRobber by rememberSaveable { mutableStateOf(false) }
    var correcting by rememberSaveable { mutableStateOf(false) }
    var correctionPlayer by rememberSaveable { mutableStateOf<String?>(null) }
    var correctionPoints by rememberSaveable { mutableStateOf(0L) }
    var correctionReason by rememberSaveable { mutableStateOf("") }
    var correctionFigure by rememberSaveable { mutableStateOf<Int?>(null) }
    var robberOwner by rememberSaveable { mutableStateOf<String?>(null) }
    // forms, the dispatch and the end game change the shared session: re-read on return
    LifecycleResumeEffect(Unit) {
        vm.refresh()
        onPauseOrDispose {}
    }
    val ready = state as? ScoreboardUiState.Ready
    ScoreboardContent(
        state,
        ScoreboardActions(
            onUndo = vm::undo, onRedo = vm::redo,
            onItem = { item ->
                val endOfGame = ready?.phase != Phase.PLAYING
                val step = if (item.kind == ItemKind.EVENT) vm.selectedStep else null
                nav.navigate(Routes.form(vm.gameId, item.kind, item.key, item.name, step, endOfGame && item.kind == ItemKind.FEATURE))
            },
            onStep = vm::selectStep, onEndTurn = vm::endTurn, onSecondPart = vm::secondPart,
            onPlaceRobber = { placingRobber = true },
            onCorrect = { correcting = true },
            onResolveDispatch = { nav.navigate(Routes.dispatch(vm.gameId)) },
            onChooseVictim = vm::chooseVictim,
            onEndGame = { nav.navigate(Routes.endGame(vm.gameId)) },
            onResults = { nav.navigate(Routes.results(vm.gameId)) },
            onDismissMessage = vm::dismissMessage,
            onBack = { nav.popBackStack(Routes.HOME, inclusive = false) },
        ),
    )
    if (correcting && ready != null) {
        ModalBottomSheet(onDismissRequest = { correcting = false }) {
            CorrectionContent(
                ready.players, correctionPlayer, correctionPoints, correctionReason, correctionFigure,
                onPlayer = { correctionPlayer = it; correctionFigure = null },
                onPoints = { correctionPoints = it }, onReason = { correctionReason = it }, onFigure = { correctionFigure = it },
                onApply = {
                    correctionPlayer?.let { vm.correct(it, correctionPoints, correctionReason, correctionFigure) }
                    correcting = false
                    correctionPoints = 0L
                    correctionReason = ""
                },
            )
        }
    }
    if (placingRobber) {
        ModalBottomSheet(onDismissRequest = { placingRobber = false }) {
            RobberPlacementContent(
                vm.robberPlacement(), robberOwner, { robberOwner = it },
                { space ->
                    robberOwner?.let { vm.placeRobber(it, space) }
                    placingRobber = false
                },
            )
        }
    }
}

@Composable
fun ScoringFormScreen(factory: ViewModelProvider.Factory, nav: NavHostController, vm: ScoringFormViewModel = viewModel(factory = factory)) {
    val state by vm.uiState.collectAsStateWithLifecycle()
    LaunchedEffect(state.submitted) { if (state.submitted) nav.popBackStack() }
    ScoringFormContent(
        state,
        ScoringFormActions(
            form = FormActions(onNumber = vm::number, onText = vm::text, onPlayerNumber = vm::playerNumber),
            onFigure = vm::figure, onSubmit = vm::submit, onCancel = { nav.popBackStack() },
        ),
    )
}

@Composable
fun DispatchScreen(factory: ViewModelProvider.Factory, nav: NavHostController, vm: DispatchViewModel = viewModel(factory = factory)) {
    val flow = vm.uiState
    if (flow == null) {
        LaunchedEffect(Unit) { nav.popBackStack() }
        return
    }
    val state by flow.collectAsStateWithLifecycle()
    LaunchedEffect(state.resolved) { if (state.resolved) nav.popBackStack() }
    DispatchContent(
        state,
        DispatchActions(
            onTile = { vm.tile(it) }, onCount = { vm.count(it) }, onFigure = { vm.figure(it) },
            onMeepleFeature = vm::meepleFeature,
            form = FormActions(
                onNumber = { f, v -> vm.number(f, v) }, onText = { f, v -> vm.text(f, v) },
                onPlayerNumber = { f, p, v -> vm.playerNumber(f, p, v) },
            ),
            onResolve = vm::resolve, onCancel = { nav.popBackStack() },
        ),
    )
}

@Composable
fun EndGameScreen(factory: ViewModelProvider.Factory, nav: NavHostController, vm: EndGameViewModel = viewModel(factory = factory)) {
    val state by vm.uiState.collectAsStateWithLifecycle()
    val gameId = nav.currentBackStackEntry?.arguments?.getLong(GAME_ID) ?: 0L
    LifecycleResumeEffect(Unit) {
        vm.refresh()
        onPauseOrDispose {}
    }
    LaunchedEffect(state.phase) {
        if (state.phase == Phase.FINISHED) nav.navigate(Routes.results(gameId)) { popUpTo(Routes.HOME) }
    }
    EndGameContent(
        state,
        EndGameActions(
            onItem = vm::goTo,
            onScore = {
                vm.current()?.let { item ->
                    val kind = if (item.isFeature) ItemKind.FEATURE else ItemKind.EVENT
                    nav.navigate(Routes.form(gameId, kind, item.key, item.name, if (item.isFeature) null else Step.END_OF_GAME, item.isFeature))
                }
            },
            onNext = vm::next, onPrevious = vm::previous, onFinish = vm::finish, onBack = { nav.popBackStack() },
        ),
    )
}

@Composable
fun ResultsScreen(factory: ViewModelProvider.Factory, nav: NavHostController, vm: ResultsViewModel = viewModel(factory = factory)) {
    val state by vm.uiState.collectAsStateWithLifecycle()
    ResultsContent(state, onBack = { nav.popBackStack() })
}

@Composable
fun HistoryScreen(factory: ViewModelProvider.Factory, nav: NavHostController, vm: HistoryViewModel = viewModel(factory = factory)) {
    val state by vm.uiState.collectAsStateWithLifecycle()
    HistoryContent(state, ::formatDate, { nav.navigate(Routes.detail(it)) }, vm::finishedOnly, { nav.popBackStack() })
}

@Composable
fun GameDetailScreen(factory: ViewModelProvider.Factory, nav: NavHostController, vm: GameDetailViewModel = viewModel(factory = factory)) {
    val state by vm.uiState.collectAsStateWithLifecycle()
    GameDetailContent(state, ::formatDate, { nav.popBackStack() })
}

@Composable
fun StatisticsScreen(factory: ViewModelProvider.Factory, nav: NavHostController, vm: StatisticsViewModel = viewModel(factory = factory)) {
    val state by vm.uiState.collectAsStateWithLifecycle()
    StatisticsContent(state, { nav.popBackStack() })
}

@Composable
fun PlayersScreen(factory: ViewModelProvider.Factory, nav: NavHostController, vm: PlayersViewModel = viewModel(factory = factory)) {
    val state by vm.uiState.collectAsStateWithLifecycle()
    PlayersContent(state, vm::add, vm::recolour, { nav.popBackStack() })
}

/** Export through the share sheet (a FileProvider URI), import through the document picker. */
@Composable
fun SettingsScreen(factory: ViewModelProvider.Factory, nav: NavHostController, vm: SettingsViewModel = viewModel(factory = factory)) {
    val state by vm.uiState.collectAsStateWithLifecycle()
    val context = LocalContext.current
    val strings = LocalStrings.current
    val picker = rememberLauncherForActivityResult(ActivityResultContracts.OpenDocument()) { uri ->
        uri ?: return@rememberLauncherForActivityResult
        val json = context.contentResolver.openInputStream(uri)?.use { it.readBytes().decodeToString() } ?: return@rememberLauncherForActivityResult
        vm.import(json)
    }
    SettingsContent(
        state,
        onExport = {
            vm.export { json ->
                val file = File(context.cacheDir, "exports/tally-games.json").apply { parentFile?.mkdirs(); writeText(json) }
                val uri = FileProvider.getUriForFile(context, context.packageName + ".exports", file)
                val send = Intent(Intent.ACTION_SEND).setType("application/json").putExtra(Intent.EXTRA_STREAM, uri)
                    .addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
                context.startActivity(Intent.createChooser(send, strings["export_chooser"]).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK))
            }
        },
        onImport = { picker.launch(arrayOf("application/json", "text/plain", "application/octet-stream")) },
        onBack = { nav.popBackStack() },
    )
}

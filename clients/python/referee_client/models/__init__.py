"""Contains all the data models used in inputs/outputs"""

from .adjusted import Adjusted
from .adjustment import Adjustment
from .adjustment_seats_item import AdjustmentSeatsItem
from .answer_event import AnswerEvent
from .answer_event_type import AnswerEventType
from .attack_event import AttackEvent
from .attack_event_type import AttackEventType
from .batch import Batch
from .batch_created import BatchCreated
from .batch_game import BatchGame
from .board_ref import BoardRef
from .bye import Bye
from .bye_kind import ByeKind
from .call import Call
from .call_reply import CallReply
from .call_view import CallView
from .calls import Calls
from .capture_event import CaptureEvent
from .capture_event_type import CaptureEventType
from .capture_option import CaptureOption
from .capture_ruling import CaptureRuling
from .challenger_event import ChallengerEvent
from .challenger_event_type import ChallengerEventType
from .clocks_view import ClocksView
from .clocks_view_kind import ClocksViewKind
from .compact_move import CompactMove
from .compact_move_move import CompactMoveMove
from .compact_record import CompactRecord
from .compact_record_calls_item import CompactRecordCallsItem
from .compact_record_clock_type_0 import CompactRecordClockType0
from .compact_record_decisions_item import CompactRecordDecisionsItem
from .compact_record_options_type_0 import CompactRecordOptionsType0
from .count_ruling import CountRuling
from .count_ruling_columns_item_item import CountRulingColumnsItemItem
from .count_ruling_early_win_type_0 import CountRulingEarlyWinType0
from .count_ruling_ranking_item import CountRulingRankingItem
from .count_ruling_vp_item_item import CountRulingVpItemItem
from .created import Created
from .dealer_cut_event import DealerCutEvent
from .dealer_cut_event_type import DealerCutEventType
from .decision_event import DecisionEvent
from .decision_event_decision import DecisionEventDecision
from .decision_event_decision_move import DecisionEventDecisionMove
from .decision_event_type import DecisionEventType
from .decision_ref import DecisionRef
from .decision_ref_type import DecisionRefType
from .decision_reply import DecisionReply
from .decision_view import DecisionView
from .decision_view_type import DecisionViewType
from .decisions import Decisions
from .decline_event import DeclineEvent
from .decline_event_type import DeclineEventType
from .delivery import Delivery
from .delivery_outcome import DeliveryOutcome
from .director_called_event import DirectorCalledEvent
from .director_called_event_call import DirectorCalledEventCall
from .director_called_event_type import DirectorCalledEventType
from .discrepancy import Discrepancy
from .draw_event import DrawEvent
from .draw_event_type import DrawEventType
from .drop_event import DropEvent
from .drop_event_type import DropEventType
from .emotrions_bots import EmotrionsBots
from .emotrions_bots_0 import EmotrionsBots0
from .emotrions_bots_1 import EmotrionsBots1
from .emotrions_bots_2 import EmotrionsBots2
from .emotrions_bots_3 import EmotrionsBots3
from .emotrions_bots_4 import EmotrionsBots4
from .emotrions_bots_5 import EmotrionsBots5
from .emotrions_choose_style_move import EmotrionsChooseStyleMove
from .emotrions_choose_style_move_type import EmotrionsChooseStyleMoveType
from .emotrions_deal import EmotrionsDeal
from .emotrions_deal_hands_item_item import EmotrionsDealHandsItemItem
from .emotrions_deal_stock_item import EmotrionsDealStockItem
from .emotrions_decline_move import EmotrionsDeclineMove
from .emotrions_decline_move_type import EmotrionsDeclineMoveType
from .emotrions_draw_event import EmotrionsDrawEvent
from .emotrions_draw_event_type import EmotrionsDrawEventType
from .emotrions_exchange_move import EmotrionsExchangeMove
from .emotrions_exchange_move_type import EmotrionsExchangeMoveType
from .emotrions_game import EmotrionsGame
from .emotrions_game_created_event import EmotrionsGameCreatedEvent
from .emotrions_game_created_event_options import EmotrionsGameCreatedEventOptions
from .emotrions_game_created_event_start_type_0 import EmotrionsGameCreatedEventStartType0
from .emotrions_game_created_event_type import EmotrionsGameCreatedEventType
from .emotrions_game_deal_type_1 import EmotrionsGameDealType1
from .emotrions_game_ended_event import EmotrionsGameEndedEvent
from .emotrions_game_ended_event_type import EmotrionsGameEndedEventType
from .emotrions_game_preset import EmotrionsGamePreset
from .emotrions_game_variant import EmotrionsGameVariant
from .emotrions_hand_ended_event import EmotrionsHandEndedEvent
from .emotrions_hand_ended_event_added_type_1 import EmotrionsHandEndedEventAddedType1
from .emotrions_hand_ended_event_outcome import EmotrionsHandEndedEventOutcome
from .emotrions_hand_ended_event_outcome_bounced_item import EmotrionsHandEndedEventOutcomeBouncedItem
from .emotrions_hand_ended_event_outcome_playoff import EmotrionsHandEndedEventOutcomePlayoff
from .emotrions_hand_ended_event_type import EmotrionsHandEndedEventType
from .emotrions_hand_started_event import EmotrionsHandStartedEvent
from .emotrions_hand_started_event_playoff_type_1 import EmotrionsHandStartedEventPlayoffType1
from .emotrions_hand_started_event_style import EmotrionsHandStartedEventStyle
from .emotrions_hand_started_event_type import EmotrionsHandStartedEventType
from .emotrions_move_event import EmotrionsMoveEvent
from .emotrions_move_event_clock import EmotrionsMoveEventClock
from .emotrions_move_event_move import EmotrionsMoveEventMove
from .emotrions_move_event_type import EmotrionsMoveEventType
from .emotrions_move_reply import EmotrionsMoveReply
from .emotrions_options import EmotrionsOptions
from .emotrions_options_decks import EmotrionsOptionsDecks
from .emotrions_options_exact_37 import EmotrionsOptionsExact37
from .emotrions_options_target import EmotrionsOptionsTarget
from .emotrions_resign_move import EmotrionsResignMove
from .emotrions_resign_move_type import EmotrionsResignMoveType
from .emotrions_reveal_move import EmotrionsRevealMove
from .emotrions_reveal_move_cards_item import EmotrionsRevealMoveCardsItem
from .emotrions_reveal_move_type import EmotrionsRevealMoveType
from .emotrions_score_request import EmotrionsScoreRequest
from .emotrions_score_request_decks import EmotrionsScoreRequestDecks
from .emotrions_score_request_piles_item_type_0_item import EmotrionsScoreRequestPilesItemType0Item
from .emotrions_stake_move import EmotrionsStakeMove
from .emotrions_stake_move_cards_item import EmotrionsStakeMoveCardsItem
from .emotrions_stake_move_type import EmotrionsStakeMoveType
from .emotrions_trick_request import EmotrionsTrickRequest
from .emotrions_trick_request_decks import EmotrionsTrickRequestDecks
from .emotrions_trick_stakes import EmotrionsTrickStakes
from .emotrions_trick_stakes_cards_item import EmotrionsTrickStakesCardsItem
from .emotrions_undo_move import EmotrionsUndoMove
from .emotrions_undo_move_type import EmotrionsUndoMoveType
from .emotrions_view import EmotrionsView
from .emotrions_view_bots import EmotrionsViewBots
from .emotrions_view_deal_source import EmotrionsViewDealSource
from .emotrions_view_exchange_type_1 import EmotrionsViewExchangeType1
from .emotrions_view_history_item import EmotrionsViewHistoryItem
from .emotrions_view_options import EmotrionsViewOptions
from .emotrions_view_outcome import EmotrionsViewOutcome
from .emotrions_view_phase import EmotrionsViewPhase
from .emotrions_view_playoff_type_1 import EmotrionsViewPlayoffType1
from .emotrions_view_role import EmotrionsViewRole
from .emotrions_view_status import EmotrionsViewStatus
from .emotrions_view_style import EmotrionsViewStyle
from .emotrions_view_trick_item import EmotrionsViewTrickItem
from .emotrions_view_variant import EmotrionsViewVariant
from .event_page import EventPage
from .exchange_called_event import ExchangeCalledEvent
from .exchange_called_event_type import ExchangeCalledEventType
from .exchange_declined_event import ExchangeDeclinedEvent
from .exchange_declined_event_type import ExchangeDeclinedEventType
from .exchange_take_event import ExchangeTakeEvent
from .exchange_take_event_type import ExchangeTakeEventType
from .explanation_line import ExplanationLine
from .four_aces_bots import FourAcesBots
from .four_aces_bots_0 import FourAcesBots0
from .four_aces_bots_1 import FourAcesBots1
from .four_aces_bots_2 import FourAcesBots2
from .four_aces_bots_3 import FourAcesBots3
from .four_aces_capture_move import FourAcesCaptureMove
from .four_aces_capture_move_card import FourAcesCaptureMoveCard
from .four_aces_capture_move_take_item import FourAcesCaptureMoveTakeItem
from .four_aces_capture_move_type import FourAcesCaptureMoveType
from .four_aces_capture_request import FourAcesCaptureRequest
from .four_aces_capture_request_card import FourAcesCaptureRequestCard
from .four_aces_capture_request_table_item import FourAcesCaptureRequestTableItem
from .four_aces_capture_request_take_item import FourAcesCaptureRequestTakeItem
from .four_aces_count_request import FourAcesCountRequest
from .four_aces_count_request_mode import FourAcesCountRequestMode
from .four_aces_count_request_piles_item_item import FourAcesCountRequestPilesItemItem
from .four_aces_count_request_piumas_item_item import FourAcesCountRequestPiumasItemItem
from .four_aces_count_request_placement_vp import FourAcesCountRequestPlacementVp
from .four_aces_count_request_pure_column import FourAcesCountRequestPureColumn
from .four_aces_count_request_removed_item import FourAcesCountRequestRemovedItem
from .four_aces_count_request_three_aces_vp import FourAcesCountRequestThreeAcesVp
from .four_aces_deal import FourAcesDeal
from .four_aces_deal_hands_item_item import FourAcesDealHandsItemItem
from .four_aces_deal_stock_item import FourAcesDealStockItem
from .four_aces_deal_table_item import FourAcesDealTableItem
from .four_aces_decline_move import FourAcesDeclineMove
from .four_aces_decline_move_type import FourAcesDeclineMoveType
from .four_aces_draw_event import FourAcesDrawEvent
from .four_aces_draw_event_type import FourAcesDrawEventType
from .four_aces_drop_move import FourAcesDropMove
from .four_aces_drop_move_card import FourAcesDropMoveCard
from .four_aces_drop_move_type import FourAcesDropMoveType
from .four_aces_game import FourAcesGame
from .four_aces_game_created_event import FourAcesGameCreatedEvent
from .four_aces_game_created_event_options import FourAcesGameCreatedEventOptions
from .four_aces_game_created_event_start_type_0 import FourAcesGameCreatedEventStartType0
from .four_aces_game_created_event_type import FourAcesGameCreatedEventType
from .four_aces_game_deal_type_1 import FourAcesGameDealType1
from .four_aces_game_ended_event import FourAcesGameEndedEvent
from .four_aces_game_ended_event_type import FourAcesGameEndedEventType
from .four_aces_game_preset import FourAcesGamePreset
from .four_aces_game_variant import FourAcesGameVariant
from .four_aces_interrupt_move import FourAcesInterruptMove
from .four_aces_interrupt_move_card import FourAcesInterruptMoveCard
from .four_aces_interrupt_move_type import FourAcesInterruptMoveType
from .four_aces_lay_move import FourAcesLayMove
from .four_aces_lay_move_cards_item import FourAcesLayMoveCardsItem
from .four_aces_lay_move_type import FourAcesLayMoveType
from .four_aces_move_event import FourAcesMoveEvent
from .four_aces_move_event_clock import FourAcesMoveEventClock
from .four_aces_move_event_move import FourAcesMoveEventMove
from .four_aces_move_event_type import FourAcesMoveEventType
from .four_aces_move_reply import FourAcesMoveReply
from .four_aces_options import FourAcesOptions
from .four_aces_options_interruptions_per import FourAcesOptionsInterruptionsPer
from .four_aces_options_mode import FourAcesOptionsMode
from .four_aces_options_placement_vp import FourAcesOptionsPlacementVp
from .four_aces_options_pure_column import FourAcesOptionsPureColumn
from .four_aces_options_three_aces_vp import FourAcesOptionsThreeAcesVp
from .four_aces_pass_move import FourAcesPassMove
from .four_aces_pass_move_type import FourAcesPassMoveType
from .four_aces_resign_move import FourAcesResignMove
from .four_aces_resign_move_type import FourAcesResignMoveType
from .four_aces_swap_move import FourAcesSwapMove
from .four_aces_swap_move_give_item import FourAcesSwapMoveGiveItem
from .four_aces_swap_move_take_item import FourAcesSwapMoveTakeItem
from .four_aces_swap_move_type import FourAcesSwapMoveType
from .four_aces_undo_move import FourAcesUndoMove
from .four_aces_undo_move_type import FourAcesUndoMoveType
from .four_aces_view import FourAcesView
from .four_aces_view_bots import FourAcesViewBots
from .four_aces_view_deal_source import FourAcesViewDealSource
from .four_aces_view_interruptions_item import FourAcesViewInterruptionsItem
from .four_aces_view_last_capture_type_1 import FourAcesViewLastCaptureType1
from .four_aces_view_mulligan_type_1 import FourAcesViewMulliganType1
from .four_aces_view_outcome import FourAcesViewOutcome
from .four_aces_view_phase import FourAcesViewPhase
from .four_aces_view_protected import FourAcesViewProtected
from .four_aces_view_role import FourAcesViewRole
from .four_aces_view_status import FourAcesViewStatus
from .four_aces_view_variant import FourAcesViewVariant
from .four_aces_view_window_type_1 import FourAcesViewWindowType1
from .game_created_event import GameCreatedEvent
from .game_created_event_options import GameCreatedEventOptions
from .game_created_event_start_type_0 import GameCreatedEventStartType0
from .game_created_event_type import GameCreatedEventType
from .game_ended_event import GameEndedEvent
from .game_ended_event_type import GameEndedEventType
from .game_list import GameList
from .game_summary import GameSummary
from .get_record_format import GetRecordFormat
from .hand import Hand
from .hand_ended_event import HandEndedEvent
from .hand_ended_event_added_type_1 import HandEndedEventAddedType1
from .hand_ended_event_outcome import HandEndedEventOutcome
from .hand_ended_event_outcome_bounced_item import HandEndedEventOutcomeBouncedItem
from .hand_ended_event_outcome_playoff import HandEndedEventOutcomePlayoff
from .hand_ended_event_remainder_type_1 import HandEndedEventRemainderType1
from .hand_ended_event_type import HandEndedEventType
from .hand_started_event import HandStartedEvent
from .hand_started_event_playoff_type_1 import HandStartedEventPlayoffType1
from .hand_started_event_style import HandStartedEventStyle
from .hand_started_event_type import HandStartedEventType
from .hint import Hint
from .hint_move import HintMove
from .interrupted_event import InterruptedEvent
from .interrupted_event_type import InterruptedEventType
from .interruption_asked_event import InterruptionAskedEvent
from .interruption_asked_event_type import InterruptionAskedEventType
from .interruption_declined_event import InterruptionDeclinedEvent
from .interruption_declined_event_type import InterruptionDeclinedEventType
from .interruption_eligibility import InterruptionEligibility
from .invitation import Invitation
from .key import Key
from .keys import Keys
from .legal_moves import LegalMoves
from .move_event import MoveEvent
from .move_event_clock import MoveEventClock
from .move_event_move import MoveEventMove
from .move_event_type import MoveEventType
from .move_undone_event import MoveUndoneEvent
from .move_undone_event_type import MoveUndoneEventType
from .mulligan_ended_event import MulliganEndedEvent
from .mulligan_ended_event_type import MulliganEndedEventType
from .notify import Notify
from .pareo_answer_move import PareoAnswerMove
from .pareo_answer_move_cards_item import PareoAnswerMoveCardsItem
from .pareo_answer_move_type import PareoAnswerMoveType
from .pareo_attack_move import PareoAttackMove
from .pareo_attack_move_cards_item import PareoAttackMoveCardsItem
from .pareo_attack_move_type import PareoAttackMoveType
from .pareo_bots import PareoBots
from .pareo_bots_0 import PareoBots0
from .pareo_bots_1 import PareoBots1
from .pareo_deal import PareoDeal
from .pareo_deal_hands_item_item import PareoDealHandsItemItem
from .pareo_deal_stock_item import PareoDealStockItem
from .pareo_decline_move import PareoDeclineMove
from .pareo_decline_move_type import PareoDeclineMoveType
from .pareo_draw_event import PareoDrawEvent
from .pareo_draw_event_type import PareoDrawEventType
from .pareo_game import PareoGame
from .pareo_game_created_event import PareoGameCreatedEvent
from .pareo_game_created_event_options import PareoGameCreatedEventOptions
from .pareo_game_created_event_start_type_0 import PareoGameCreatedEventStartType0
from .pareo_game_created_event_type import PareoGameCreatedEventType
from .pareo_game_deal_type_1 import PareoGameDealType1
from .pareo_game_ended_event import PareoGameEndedEvent
from .pareo_game_ended_event_type import PareoGameEndedEventType
from .pareo_game_preset import PareoGamePreset
from .pareo_game_variant import PareoGameVariant
from .pareo_hand_ended_event import PareoHandEndedEvent
from .pareo_hand_ended_event_outcome import PareoHandEndedEventOutcome
from .pareo_hand_ended_event_outcome_bounced_item import PareoHandEndedEventOutcomeBouncedItem
from .pareo_hand_ended_event_outcome_playoff import PareoHandEndedEventOutcomePlayoff
from .pareo_hand_ended_event_remainder_type_1 import PareoHandEndedEventRemainderType1
from .pareo_hand_ended_event_type import PareoHandEndedEventType
from .pareo_hand_started_event import PareoHandStartedEvent
from .pareo_hand_started_event_playoff_type_1 import PareoHandStartedEventPlayoffType1
from .pareo_hand_started_event_type import PareoHandStartedEventType
from .pareo_move_event import PareoMoveEvent
from .pareo_move_event_clock import PareoMoveEventClock
from .pareo_move_event_move import PareoMoveEventMove
from .pareo_move_event_type import PareoMoveEventType
from .pareo_move_reply import PareoMoveReply
from .pareo_options import PareoOptions
from .pareo_options_playoff_opener import PareoOptionsPlayoffOpener
from .pareo_options_target import PareoOptionsTarget
from .pareo_play_request import PareoPlayRequest
from .pareo_play_request_answer_type_0_item import PareoPlayRequestAnswerType0Item
from .pareo_play_request_attack_item import PareoPlayRequestAttackItem
from .pareo_play_request_challenger import PareoPlayRequestChallenger
from .pareo_resign_move import PareoResignMove
from .pareo_resign_move_type import PareoResignMoveType
from .pareo_reveal_move import PareoRevealMove
from .pareo_reveal_move_cards_item import PareoRevealMoveCardsItem
from .pareo_reveal_move_type import PareoRevealMoveType
from .pareo_undo_move import PareoUndoMove
from .pareo_undo_move_type import PareoUndoMoveType
from .pareo_view import PareoView
from .pareo_view_bots import PareoViewBots
from .pareo_view_deal_source import PareoViewDealSource
from .pareo_view_history_item import PareoViewHistoryItem
from .pareo_view_options import PareoViewOptions
from .pareo_view_outcome import PareoViewOutcome
from .pareo_view_phase import PareoViewPhase
from .pareo_view_playoff_type_1 import PareoViewPlayoffType1
from .pareo_view_role import PareoViewRole
from .pareo_view_status import PareoViewStatus
from .pareo_view_variant import PareoViewVariant
from .pass_event import PassEvent
from .pass_event_type import PassEventType
from .per_move_clock import PerMoveClock
from .piuma_event import PiumaEvent
from .piuma_event_type import PiumaEventType
from .play_resolved_event import PlayResolvedEvent
from .play_resolved_event_type import PlayResolvedEventType
from .play_ruling import PlayRuling
from .play_ruling_answer_kind import PlayRulingAnswerKind
from .play_ruling_seats import PlayRulingSeats
from .play_ruling_step import PlayRulingStep
from .play_ruling_to import PlayRulingTo
from .player import Player
from .player_out_event import PlayerOutEvent
from .player_out_event_type import PlayerOutEventType
from .post_decision_annul_decision import PostDecisionAnnulDecision
from .post_decision_annul_decision_type import PostDecisionAnnulDecisionType
from .post_decision_award_decision import PostDecisionAwardDecision
from .post_decision_award_decision_type import PostDecisionAwardDecisionType
from .post_decision_correct_decision import PostDecisionCorrectDecision
from .post_decision_correct_decision_type import PostDecisionCorrectDecisionType
from .post_decision_extend_decision import PostDecisionExtendDecision
from .post_decision_extend_decision_type import PostDecisionExtendDecisionType
from .post_decision_forfeit_decision import PostDecisionForfeitDecision
from .post_decision_forfeit_decision_type import PostDecisionForfeitDecisionType
from .post_decision_pause_decision import PostDecisionPauseDecision
from .post_decision_pause_decision_type import PostDecisionPauseDecisionType
from .post_decision_penalty_decision import PostDecisionPenaltyDecision
from .post_decision_penalty_decision_type import PostDecisionPenaltyDecisionType
from .post_decision_resume_decision import PostDecisionResumeDecision
from .post_decision_resume_decision_type import PostDecisionResumeDecisionType
from .problem import Problem
from .problem_errors import ProblemErrors
from .rank import Rank
from .record import Record
from .record_calls_item import RecordCallsItem
from .record_clock_type_0 import RecordClockType0
from .record_deal import RecordDeal
from .record_deal_deals_item import RecordDealDealsItem
from .record_deal_start_type_0 import RecordDealStartType0
from .record_decisions_item import RecordDecisionsItem
from .record_director import RecordDirector
from .record_event import RecordEvent
from .record_input import RecordInput
from .record_move import RecordMove
from .record_move_move import RecordMoveMove
from .record_options_type_0 import RecordOptionsType0
from .record_status import RecordStatus
from .record_webhook import RecordWebhook
from .redeem import Redeem
from .redeemed import Redeemed
from .result import Result
from .result_input import ResultInput
from .result_outcome import ResultOutcome
from .result_verification import ResultVerification
from .round_ import Round
from .round_created import RoundCreated
from .round_ended_event import RoundEndedEvent
from .round_ended_event_columns_item_item import RoundEndedEventColumnsItemItem
from .round_ended_event_early_win_type_1 import RoundEndedEventEarlyWinType1
from .round_ended_event_ranking_item import RoundEndedEventRankingItem
from .round_ended_event_ranking_item_decided_by_type_1 import RoundEndedEventRankingItemDecidedByType1
from .round_ended_event_type import RoundEndedEventType
from .round_ended_event_vp_item_item import RoundEndedEventVpItemItem
from .round_started_event import RoundStartedEvent
from .round_started_event_type import RoundStartedEventType
from .round_table import RoundTable
from .score import Score
from .score_ruling import ScoreRuling
from .scoring import Scoring
from .seat_clock import SeatClock
from .seat_name import SeatName
from .seat_resigned_event import SeatResignedEvent
from .seat_resigned_event_type import SeatResignedEventType
from .seat_token import SeatToken
from .signature_check import SignatureCheck
from .signed_result import SignedResult
from .signed_standings import SignedStandings
from .stake_event import StakeEvent
from .stake_event_type import StakeEventType
from .stake_result import StakeResult
from .standings import Standings
from .standings_input import StandingsInput
from .standings_input_results_item import StandingsInputResultsItem
from .standings_input_standings import StandingsInputStandings
from .standings_verification import StandingsVerification
from .standings_verification_discrepancy import StandingsVerificationDiscrepancy
from .stream_ticket import StreamTicket
from .style_chosen_event import StyleChosenEvent
from .style_chosen_event_type import StyleChosenEventType
from .swap_event import SwapEvent
from .swap_event_type import SwapEventType
from .table_refilled_event import TableRefilledEvent
from .table_refilled_event_type import TableRefilledEventType
from .tokens import Tokens
from .total_clock import TotalClock
from .tournament import Tournament
from .tournament_created import TournamentCreated
from .tournament_created_withdrawn import TournamentCreatedWithdrawn
from .tournament_events import TournamentEvents
from .tournament_options import TournamentOptions
from .tournament_options_decks import TournamentOptionsDecks
from .tournament_options_exact_37 import TournamentOptionsExact37
from .tournament_options_interruptions_per import TournamentOptionsInterruptionsPer
from .tournament_options_mode import TournamentOptionsMode
from .tournament_options_placement_vp import TournamentOptionsPlacementVp
from .tournament_options_playoff_opener import TournamentOptionsPlayoffOpener
from .tournament_options_pure_column import TournamentOptionsPureColumn
from .tournament_options_target import TournamentOptionsTarget
from .tournament_options_three_aces_vp import TournamentOptionsThreeAcesVp
from .tournament_player import TournamentPlayer
from .tournament_tiebreaks_item import TournamentTiebreaksItem
from .tournament_variant import TournamentVariant
from .tournament_view import TournamentView
from .tournament_view_withdrawn import TournamentViewWithdrawn
from .traveller import Traveller
from .trick_resolved_event import TrickResolvedEvent
from .trick_resolved_event_stakes_item import TrickResolvedEventStakesItem
from .trick_resolved_event_type import TrickResolvedEventType
from .trick_ruling import TrickRuling
from .trick_ruling_to import TrickRulingTo
from .unchecked import Unchecked
from .variant_list import VariantList
from .variant_list_variants_item import VariantListVariantsItem
from .verification import Verification
from .withdrawn import Withdrawn

__all__ = (
    "Adjusted",
    "Adjustment",
    "AdjustmentSeatsItem",
    "AnswerEvent",
    "AnswerEventType",
    "AttackEvent",
    "AttackEventType",
    "Batch",
    "BatchCreated",
    "BatchGame",
    "BoardRef",
    "Bye",
    "ByeKind",
    "Call",
    "CallReply",
    "Calls",
    "CallView",
    "CaptureEvent",
    "CaptureEventType",
    "CaptureOption",
    "CaptureRuling",
    "ChallengerEvent",
    "ChallengerEventType",
    "ClocksView",
    "ClocksViewKind",
    "CompactMove",
    "CompactMoveMove",
    "CompactRecord",
    "CompactRecordCallsItem",
    "CompactRecordClockType0",
    "CompactRecordDecisionsItem",
    "CompactRecordOptionsType0",
    "CountRuling",
    "CountRulingColumnsItemItem",
    "CountRulingEarlyWinType0",
    "CountRulingRankingItem",
    "CountRulingVpItemItem",
    "Created",
    "DealerCutEvent",
    "DealerCutEventType",
    "DecisionEvent",
    "DecisionEventDecision",
    "DecisionEventDecisionMove",
    "DecisionEventType",
    "DecisionRef",
    "DecisionRefType",
    "DecisionReply",
    "Decisions",
    "DecisionView",
    "DecisionViewType",
    "DeclineEvent",
    "DeclineEventType",
    "Delivery",
    "DeliveryOutcome",
    "DirectorCalledEvent",
    "DirectorCalledEventCall",
    "DirectorCalledEventType",
    "Discrepancy",
    "DrawEvent",
    "DrawEventType",
    "DropEvent",
    "DropEventType",
    "EmotrionsBots",
    "EmotrionsBots0",
    "EmotrionsBots1",
    "EmotrionsBots2",
    "EmotrionsBots3",
    "EmotrionsBots4",
    "EmotrionsBots5",
    "EmotrionsChooseStyleMove",
    "EmotrionsChooseStyleMoveType",
    "EmotrionsDeal",
    "EmotrionsDealHandsItemItem",
    "EmotrionsDealStockItem",
    "EmotrionsDeclineMove",
    "EmotrionsDeclineMoveType",
    "EmotrionsDrawEvent",
    "EmotrionsDrawEventType",
    "EmotrionsExchangeMove",
    "EmotrionsExchangeMoveType",
    "EmotrionsGame",
    "EmotrionsGameCreatedEvent",
    "EmotrionsGameCreatedEventOptions",
    "EmotrionsGameCreatedEventStartType0",
    "EmotrionsGameCreatedEventType",
    "EmotrionsGameDealType1",
    "EmotrionsGameEndedEvent",
    "EmotrionsGameEndedEventType",
    "EmotrionsGamePreset",
    "EmotrionsGameVariant",
    "EmotrionsHandEndedEvent",
    "EmotrionsHandEndedEventAddedType1",
    "EmotrionsHandEndedEventOutcome",
    "EmotrionsHandEndedEventOutcomeBouncedItem",
    "EmotrionsHandEndedEventOutcomePlayoff",
    "EmotrionsHandEndedEventType",
    "EmotrionsHandStartedEvent",
    "EmotrionsHandStartedEventPlayoffType1",
    "EmotrionsHandStartedEventStyle",
    "EmotrionsHandStartedEventType",
    "EmotrionsMoveEvent",
    "EmotrionsMoveEventClock",
    "EmotrionsMoveEventMove",
    "EmotrionsMoveEventType",
    "EmotrionsMoveReply",
    "EmotrionsOptions",
    "EmotrionsOptionsDecks",
    "EmotrionsOptionsExact37",
    "EmotrionsOptionsTarget",
    "EmotrionsResignMove",
    "EmotrionsResignMoveType",
    "EmotrionsRevealMove",
    "EmotrionsRevealMoveCardsItem",
    "EmotrionsRevealMoveType",
    "EmotrionsScoreRequest",
    "EmotrionsScoreRequestDecks",
    "EmotrionsScoreRequestPilesItemType0Item",
    "EmotrionsStakeMove",
    "EmotrionsStakeMoveCardsItem",
    "EmotrionsStakeMoveType",
    "EmotrionsTrickRequest",
    "EmotrionsTrickRequestDecks",
    "EmotrionsTrickStakes",
    "EmotrionsTrickStakesCardsItem",
    "EmotrionsUndoMove",
    "EmotrionsUndoMoveType",
    "EmotrionsView",
    "EmotrionsViewBots",
    "EmotrionsViewDealSource",
    "EmotrionsViewExchangeType1",
    "EmotrionsViewHistoryItem",
    "EmotrionsViewOptions",
    "EmotrionsViewOutcome",
    "EmotrionsViewPhase",
    "EmotrionsViewPlayoffType1",
    "EmotrionsViewRole",
    "EmotrionsViewStatus",
    "EmotrionsViewStyle",
    "EmotrionsViewTrickItem",
    "EmotrionsViewVariant",
    "EventPage",
    "ExchangeCalledEvent",
    "ExchangeCalledEventType",
    "ExchangeDeclinedEvent",
    "ExchangeDeclinedEventType",
    "ExchangeTakeEvent",
    "ExchangeTakeEventType",
    "ExplanationLine",
    "FourAcesBots",
    "FourAcesBots0",
    "FourAcesBots1",
    "FourAcesBots2",
    "FourAcesBots3",
    "FourAcesCaptureMove",
    "FourAcesCaptureMoveCard",
    "FourAcesCaptureMoveTakeItem",
    "FourAcesCaptureMoveType",
    "FourAcesCaptureRequest",
    "FourAcesCaptureRequestCard",
    "FourAcesCaptureRequestTableItem",
    "FourAcesCaptureRequestTakeItem",
    "FourAcesCountRequest",
    "FourAcesCountRequestMode",
    "FourAcesCountRequestPilesItemItem",
    "FourAcesCountRequestPiumasItemItem",
    "FourAcesCountRequestPlacementVp",
    "FourAcesCountRequestPureColumn",
    "FourAcesCountRequestRemovedItem",
    "FourAcesCountRequestThreeAcesVp",
    "FourAcesDeal",
    "FourAcesDealHandsItemItem",
    "FourAcesDealStockItem",
    "FourAcesDealTableItem",
    "FourAcesDeclineMove",
    "FourAcesDeclineMoveType",
    "FourAcesDrawEvent",
    "FourAcesDrawEventType",
    "FourAcesDropMove",
    "FourAcesDropMoveCard",
    "FourAcesDropMoveType",
    "FourAcesGame",
    "FourAcesGameCreatedEvent",
    "FourAcesGameCreatedEventOptions",
    "FourAcesGameCreatedEventStartType0",
    "FourAcesGameCreatedEventType",
    "FourAcesGameDealType1",
    "FourAcesGameEndedEvent",
    "FourAcesGameEndedEventType",
    "FourAcesGamePreset",
    "FourAcesGameVariant",
    "FourAcesInterruptMove",
    "FourAcesInterruptMoveCard",
    "FourAcesInterruptMoveType",
    "FourAcesLayMove",
    "FourAcesLayMoveCardsItem",
    "FourAcesLayMoveType",
    "FourAcesMoveEvent",
    "FourAcesMoveEventClock",
    "FourAcesMoveEventMove",
    "FourAcesMoveEventType",
    "FourAcesMoveReply",
    "FourAcesOptions",
    "FourAcesOptionsInterruptionsPer",
    "FourAcesOptionsMode",
    "FourAcesOptionsPlacementVp",
    "FourAcesOptionsPureColumn",
    "FourAcesOptionsThreeAcesVp",
    "FourAcesPassMove",
    "FourAcesPassMoveType",
    "FourAcesResignMove",
    "FourAcesResignMoveType",
    "FourAcesSwapMove",
    "FourAcesSwapMoveGiveItem",
    "FourAcesSwapMoveTakeItem",
    "FourAcesSwapMoveType",
    "FourAcesUndoMove",
    "FourAcesUndoMoveType",
    "FourAcesView",
    "FourAcesViewBots",
    "FourAcesViewDealSource",
    "FourAcesViewInterruptionsItem",
    "FourAcesViewLastCaptureType1",
    "FourAcesViewMulliganType1",
    "FourAcesViewOutcome",
    "FourAcesViewPhase",
    "FourAcesViewProtected",
    "FourAcesViewRole",
    "FourAcesViewStatus",
    "FourAcesViewVariant",
    "FourAcesViewWindowType1",
    "GameCreatedEvent",
    "GameCreatedEventOptions",
    "GameCreatedEventStartType0",
    "GameCreatedEventType",
    "GameEndedEvent",
    "GameEndedEventType",
    "GameList",
    "GameSummary",
    "GetRecordFormat",
    "Hand",
    "HandEndedEvent",
    "HandEndedEventAddedType1",
    "HandEndedEventOutcome",
    "HandEndedEventOutcomeBouncedItem",
    "HandEndedEventOutcomePlayoff",
    "HandEndedEventRemainderType1",
    "HandEndedEventType",
    "HandStartedEvent",
    "HandStartedEventPlayoffType1",
    "HandStartedEventStyle",
    "HandStartedEventType",
    "Hint",
    "HintMove",
    "InterruptedEvent",
    "InterruptedEventType",
    "InterruptionAskedEvent",
    "InterruptionAskedEventType",
    "InterruptionDeclinedEvent",
    "InterruptionDeclinedEventType",
    "InterruptionEligibility",
    "Invitation",
    "Key",
    "Keys",
    "LegalMoves",
    "MoveEvent",
    "MoveEventClock",
    "MoveEventMove",
    "MoveEventType",
    "MoveUndoneEvent",
    "MoveUndoneEventType",
    "MulliganEndedEvent",
    "MulliganEndedEventType",
    "Notify",
    "PareoAnswerMove",
    "PareoAnswerMoveCardsItem",
    "PareoAnswerMoveType",
    "PareoAttackMove",
    "PareoAttackMoveCardsItem",
    "PareoAttackMoveType",
    "PareoBots",
    "PareoBots0",
    "PareoBots1",
    "PareoDeal",
    "PareoDealHandsItemItem",
    "PareoDealStockItem",
    "PareoDeclineMove",
    "PareoDeclineMoveType",
    "PareoDrawEvent",
    "PareoDrawEventType",
    "PareoGame",
    "PareoGameCreatedEvent",
    "PareoGameCreatedEventOptions",
    "PareoGameCreatedEventStartType0",
    "PareoGameCreatedEventType",
    "PareoGameDealType1",
    "PareoGameEndedEvent",
    "PareoGameEndedEventType",
    "PareoGamePreset",
    "PareoGameVariant",
    "PareoHandEndedEvent",
    "PareoHandEndedEventOutcome",
    "PareoHandEndedEventOutcomeBouncedItem",
    "PareoHandEndedEventOutcomePlayoff",
    "PareoHandEndedEventRemainderType1",
    "PareoHandEndedEventType",
    "PareoHandStartedEvent",
    "PareoHandStartedEventPlayoffType1",
    "PareoHandStartedEventType",
    "PareoMoveEvent",
    "PareoMoveEventClock",
    "PareoMoveEventMove",
    "PareoMoveEventType",
    "PareoMoveReply",
    "PareoOptions",
    "PareoOptionsPlayoffOpener",
    "PareoOptionsTarget",
    "PareoPlayRequest",
    "PareoPlayRequestAnswerType0Item",
    "PareoPlayRequestAttackItem",
    "PareoPlayRequestChallenger",
    "PareoResignMove",
    "PareoResignMoveType",
    "PareoRevealMove",
    "PareoRevealMoveCardsItem",
    "PareoRevealMoveType",
    "PareoUndoMove",
    "PareoUndoMoveType",
    "PareoView",
    "PareoViewBots",
    "PareoViewDealSource",
    "PareoViewHistoryItem",
    "PareoViewOptions",
    "PareoViewOutcome",
    "PareoViewPhase",
    "PareoViewPlayoffType1",
    "PareoViewRole",
    "PareoViewStatus",
    "PareoViewVariant",
    "PassEvent",
    "PassEventType",
    "PerMoveClock",
    "PiumaEvent",
    "PiumaEventType",
    "Player",
    "PlayerOutEvent",
    "PlayerOutEventType",
    "PlayResolvedEvent",
    "PlayResolvedEventType",
    "PlayRuling",
    "PlayRulingAnswerKind",
    "PlayRulingSeats",
    "PlayRulingStep",
    "PlayRulingTo",
    "PostDecisionAnnulDecision",
    "PostDecisionAnnulDecisionType",
    "PostDecisionAwardDecision",
    "PostDecisionAwardDecisionType",
    "PostDecisionCorrectDecision",
    "PostDecisionCorrectDecisionType",
    "PostDecisionExtendDecision",
    "PostDecisionExtendDecisionType",
    "PostDecisionForfeitDecision",
    "PostDecisionForfeitDecisionType",
    "PostDecisionPauseDecision",
    "PostDecisionPauseDecisionType",
    "PostDecisionPenaltyDecision",
    "PostDecisionPenaltyDecisionType",
    "PostDecisionResumeDecision",
    "PostDecisionResumeDecisionType",
    "Problem",
    "ProblemErrors",
    "Rank",
    "Record",
    "RecordCallsItem",
    "RecordClockType0",
    "RecordDeal",
    "RecordDealDealsItem",
    "RecordDealStartType0",
    "RecordDecisionsItem",
    "RecordDirector",
    "RecordEvent",
    "RecordInput",
    "RecordMove",
    "RecordMoveMove",
    "RecordOptionsType0",
    "RecordStatus",
    "RecordWebhook",
    "Redeem",
    "Redeemed",
    "Result",
    "ResultInput",
    "ResultOutcome",
    "ResultVerification",
    "Round",
    "RoundCreated",
    "RoundEndedEvent",
    "RoundEndedEventColumnsItemItem",
    "RoundEndedEventEarlyWinType1",
    "RoundEndedEventRankingItem",
    "RoundEndedEventRankingItemDecidedByType1",
    "RoundEndedEventType",
    "RoundEndedEventVpItemItem",
    "RoundStartedEvent",
    "RoundStartedEventType",
    "RoundTable",
    "Score",
    "ScoreRuling",
    "Scoring",
    "SeatClock",
    "SeatName",
    "SeatResignedEvent",
    "SeatResignedEventType",
    "SeatToken",
    "SignatureCheck",
    "SignedResult",
    "SignedStandings",
    "StakeEvent",
    "StakeEventType",
    "StakeResult",
    "Standings",
    "StandingsInput",
    "StandingsInputResultsItem",
    "StandingsInputStandings",
    "StandingsVerification",
    "StandingsVerificationDiscrepancy",
    "StreamTicket",
    "StyleChosenEvent",
    "StyleChosenEventType",
    "SwapEvent",
    "SwapEventType",
    "TableRefilledEvent",
    "TableRefilledEventType",
    "Tokens",
    "TotalClock",
    "Tournament",
    "TournamentCreated",
    "TournamentCreatedWithdrawn",
    "TournamentEvents",
    "TournamentOptions",
    "TournamentOptionsDecks",
    "TournamentOptionsExact37",
    "TournamentOptionsInterruptionsPer",
    "TournamentOptionsMode",
    "TournamentOptionsPlacementVp",
    "TournamentOptionsPlayoffOpener",
    "TournamentOptionsPureColumn",
    "TournamentOptionsTarget",
    "TournamentOptionsThreeAcesVp",
    "TournamentPlayer",
    "TournamentTiebreaksItem",
    "TournamentVariant",
    "TournamentView",
    "TournamentViewWithdrawn",
    "Traveller",
    "TrickResolvedEvent",
    "TrickResolvedEventStakesItem",
    "TrickResolvedEventType",
    "TrickRuling",
    "TrickRulingTo",
    "Unchecked",
    "VariantList",
    "VariantListVariantsItem",
    "Verification",
    "Withdrawn",
)

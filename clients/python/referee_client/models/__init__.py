"""Contains all the data models used in inputs/outputs"""

from .answer_move import AnswerMove
from .answer_move_type import AnswerMoveType
from .attack_move import AttackMove
from .attack_move_type import AttackMoveType
from .batch import Batch
from .batch_created import BatchCreated
from .batch_game import BatchGame
from .capture_move import CaptureMove
from .capture_move_type import CaptureMoveType
from .capture_option import CaptureOption
from .capture_request import CaptureRequest
from .capture_request_card import CaptureRequestCard
from .capture_request_table_item import CaptureRequestTableItem
from .capture_request_take_item import CaptureRequestTakeItem
from .capture_ruling import CaptureRuling
from .choose_style_move import ChooseStyleMove
from .choose_style_move_type import ChooseStyleMoveType
from .clock import Clock
from .clocks_view import ClocksView
from .clocks_view_kind import ClocksViewKind
from .count_request import CountRequest
from .count_request_mode import CountRequestMode
from .count_request_piles_item_item import CountRequestPilesItemItem
from .count_request_piumas_item_item import CountRequestPiumasItemItem
from .count_request_removed_item import CountRequestRemovedItem
from .count_ruling import CountRuling
from .count_ruling_columns_item_item import CountRulingColumnsItemItem
from .count_ruling_early_win_type_0 import CountRulingEarlyWinType0
from .count_ruling_ranking_item import CountRulingRankingItem
from .count_ruling_vp_item_item import CountRulingVpItemItem
from .create_game import CreateGame
from .create_game_deal_type_1 import CreateGameDealType1
from .create_game_options import CreateGameOptions
from .create_game_options_decks import CreateGameOptionsDecks
from .create_game_options_interruptions_per import CreateGameOptionsInterruptionsPer
from .create_game_options_mode import CreateGameOptionsMode
from .create_game_options_target import CreateGameOptionsTarget
from .create_game_variant import CreateGameVariant
from .created import Created
from .deal import Deal
from .decline_move import DeclineMove
from .decline_move_type import DeclineMoveType
from .delivery import Delivery
from .delivery_outcome import DeliveryOutcome
from .discrepancy import Discrepancy
from .drop_move import DropMove
from .drop_move_type import DropMoveType
from .event import Event
from .event_page import EventPage
from .exchange_move import ExchangeMove
from .exchange_move_type import ExchangeMoveType
from .explanation_line import ExplanationLine
from .game_list import GameList
from .game_summary import GameSummary
from .game_view import GameView
from .game_view_deal_source import GameViewDealSource
from .game_view_role import GameViewRole
from .game_view_status import GameViewStatus
from .hand import Hand
from .interrupt_move import InterruptMove
from .interrupt_move_type import InterruptMoveType
from .interruption_eligibility import InterruptionEligibility
from .invitation import Invitation
from .key import Key
from .keys import Keys
from .lay_move import LayMove
from .lay_move_type import LayMoveType
from .legal_moves import LegalMoves
from .move_reply import MoveReply
from .notify import Notify
from .pagination_metadata import PaginationMetadata
from .pass_move import PassMove
from .pass_move_type import PassMoveType
from .play_request import PlayRequest
from .play_request_answer_type_0_item import PlayRequestAnswerType0Item
from .play_request_attack_item import PlayRequestAttackItem
from .play_request_challenger import PlayRequestChallenger
from .play_ruling import PlayRuling
from .play_ruling_answer_kind import PlayRulingAnswerKind
from .play_ruling_seats import PlayRulingSeats
from .play_ruling_step import PlayRulingStep
from .play_ruling_to import PlayRulingTo
from .player import Player
from .problem import Problem
from .problem_errors import ProblemErrors
from .rank import Rank
from .record import Record
from .record_deal import RecordDeal
from .record_deal_deals_item import RecordDealDealsItem
from .record_deal_start_type_0 import RecordDealStartType0
from .record_input import RecordInput
from .record_move import RecordMove
from .record_move_move import RecordMoveMove
from .record_options_type_0 import RecordOptionsType0
from .record_status import RecordStatus
from .record_webhook import RecordWebhook
from .redeem import Redeem
from .redeemed import Redeemed
from .resign_move import ResignMove
from .resign_move_type import ResignMoveType
from .result import Result
from .reveal_move import RevealMove
from .reveal_move_type import RevealMoveType
from .score import Score
from .score_request import ScoreRequest
from .score_request_decks import ScoreRequestDecks
from .score_request_piles_item_type_0_item import ScoreRequestPilesItemType0Item
from .score_ruling import ScoreRuling
from .seat_clock import SeatClock
from .seat_name import SeatName
from .seat_token import SeatToken
from .signed_result import SignedResult
from .stake_input import StakeInput
from .stake_input_cards_item import StakeInputCardsItem
from .stake_move import StakeMove
from .stake_move_type import StakeMoveType
from .stake_result import StakeResult
from .standings import Standings
from .stream_ticket import StreamTicket
from .swap_move import SwapMove
from .swap_move_type import SwapMoveType
from .tokens import Tokens
from .trick_request import TrickRequest
from .trick_request_decks import TrickRequestDecks
from .trick_ruling import TrickRuling
from .trick_ruling_to import TrickRulingTo
from .undo_move import UndoMove
from .undo_move_type import UndoMoveType
from .variant_list import VariantList
from .variant_list_variants_item import VariantListVariantsItem
from .verification import Verification

__all__ = (
    "AnswerMove",
    "AnswerMoveType",
    "AttackMove",
    "AttackMoveType",
    "Batch",
    "BatchCreated",
    "BatchGame",
    "CaptureMove",
    "CaptureMoveType",
    "CaptureOption",
    "CaptureRequest",
    "CaptureRequestCard",
    "CaptureRequestTableItem",
    "CaptureRequestTakeItem",
    "CaptureRuling",
    "ChooseStyleMove",
    "ChooseStyleMoveType",
    "Clock",
    "ClocksView",
    "ClocksViewKind",
    "CountRequest",
    "CountRequestMode",
    "CountRequestPilesItemItem",
    "CountRequestPiumasItemItem",
    "CountRequestRemovedItem",
    "CountRuling",
    "CountRulingColumnsItemItem",
    "CountRulingEarlyWinType0",
    "CountRulingRankingItem",
    "CountRulingVpItemItem",
    "Created",
    "CreateGame",
    "CreateGameDealType1",
    "CreateGameOptions",
    "CreateGameOptionsDecks",
    "CreateGameOptionsInterruptionsPer",
    "CreateGameOptionsMode",
    "CreateGameOptionsTarget",
    "CreateGameVariant",
    "Deal",
    "DeclineMove",
    "DeclineMoveType",
    "Delivery",
    "DeliveryOutcome",
    "Discrepancy",
    "DropMove",
    "DropMoveType",
    "Event",
    "EventPage",
    "ExchangeMove",
    "ExchangeMoveType",
    "ExplanationLine",
    "GameList",
    "GameSummary",
    "GameView",
    "GameViewDealSource",
    "GameViewRole",
    "GameViewStatus",
    "Hand",
    "InterruptionEligibility",
    "InterruptMove",
    "InterruptMoveType",
    "Invitation",
    "Key",
    "Keys",
    "LayMove",
    "LayMoveType",
    "LegalMoves",
    "MoveReply",
    "Notify",
    "PaginationMetadata",
    "PassMove",
    "PassMoveType",
    "Player",
    "PlayRequest",
    "PlayRequestAnswerType0Item",
    "PlayRequestAttackItem",
    "PlayRequestChallenger",
    "PlayRuling",
    "PlayRulingAnswerKind",
    "PlayRulingSeats",
    "PlayRulingStep",
    "PlayRulingTo",
    "Problem",
    "ProblemErrors",
    "Rank",
    "Record",
    "RecordDeal",
    "RecordDealDealsItem",
    "RecordDealStartType0",
    "RecordInput",
    "RecordMove",
    "RecordMoveMove",
    "RecordOptionsType0",
    "RecordStatus",
    "RecordWebhook",
    "Redeem",
    "Redeemed",
    "ResignMove",
    "ResignMoveType",
    "Result",
    "RevealMove",
    "RevealMoveType",
    "Score",
    "ScoreRequest",
    "ScoreRequestDecks",
    "ScoreRequestPilesItemType0Item",
    "ScoreRuling",
    "SeatClock",
    "SeatName",
    "SeatToken",
    "SignedResult",
    "StakeInput",
    "StakeInputCardsItem",
    "StakeMove",
    "StakeMoveType",
    "StakeResult",
    "Standings",
    "StreamTicket",
    "SwapMove",
    "SwapMoveType",
    "Tokens",
    "TrickRequest",
    "TrickRequestDecks",
    "TrickRuling",
    "TrickRulingTo",
    "UndoMove",
    "UndoMoveType",
    "VariantList",
    "VariantListVariantsItem",
    "Verification",
)

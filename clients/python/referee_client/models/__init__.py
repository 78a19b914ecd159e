"""Contains all the data models used in inputs/outputs"""

from .answer_move import AnswerMove
from .answer_move_cards_item import AnswerMoveCardsItem
from .answer_move_type import AnswerMoveType
from .attack_move import AttackMove
from .attack_move_cards_item import AttackMoveCardsItem
from .attack_move_type import AttackMoveType
from .batch import Batch
from .batch_created import BatchCreated
from .batch_game import BatchGame
from .bots import Bots
from .bots_0 import Bots0
from .bots_1 import Bots1
from .bots_2 import Bots2
from .bots_3 import Bots3
from .bots_4 import Bots4
from .bots_5 import Bots5
from .capture_move import CaptureMove
from .capture_move_card import CaptureMoveCard
from .capture_move_take_item import CaptureMoveTakeItem
from .capture_move_type import CaptureMoveType
from .capture_option import CaptureOption
from .capture_request import CaptureRequest
from .capture_request_card import CaptureRequestCard
from .capture_request_table_item import CaptureRequestTableItem
from .capture_request_take_item import CaptureRequestTakeItem
from .capture_ruling import CaptureRuling
from .choose_style_move import ChooseStyleMove
from .choose_style_move_type import ChooseStyleMoveType
from .clocks_view import ClocksView
from .clocks_view_kind import ClocksViewKind
from .compact_move import CompactMove
from .compact_move_move import CompactMoveMove
from .compact_record import CompactRecord
from .compact_record_options_type_0 import CompactRecordOptionsType0
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
from .created import Created
from .decline_move import DeclineMove
from .decline_move_type import DeclineMoveType
from .delivery import Delivery
from .delivery_outcome import DeliveryOutcome
from .discrepancy import Discrepancy
from .drop_move import DropMove
from .drop_move_card import DropMoveCard
from .drop_move_type import DropMoveType
from .emotrions_deal import EmotrionsDeal
from .emotrions_deal_hands_item_item import EmotrionsDealHandsItemItem
from .emotrions_deal_stock_item import EmotrionsDealStockItem
from .emotrions_game import EmotrionsGame
from .emotrions_game_deal_type_1 import EmotrionsGameDealType1
from .emotrions_game_preset import EmotrionsGamePreset
from .emotrions_game_variant import EmotrionsGameVariant
from .emotrions_options import EmotrionsOptions
from .emotrions_options_decks import EmotrionsOptionsDecks
from .emotrions_options_target import EmotrionsOptionsTarget
from .event import Event
from .event_page import EventPage
from .exchange_move import ExchangeMove
from .exchange_move_type import ExchangeMoveType
from .explanation_line import ExplanationLine
from .four_aces_deal import FourAcesDeal
from .four_aces_deal_hands_item_item import FourAcesDealHandsItemItem
from .four_aces_deal_stock_item import FourAcesDealStockItem
from .four_aces_deal_table_item import FourAcesDealTableItem
from .four_aces_game import FourAcesGame
from .four_aces_game_deal_type_1 import FourAcesGameDealType1
from .four_aces_game_variant import FourAcesGameVariant
from .four_aces_options import FourAcesOptions
from .four_aces_options_interruptions_per import FourAcesOptionsInterruptionsPer
from .four_aces_options_mode import FourAcesOptionsMode
from .game_list import GameList
from .game_summary import GameSummary
from .game_view import GameView
from .game_view_bots import GameViewBots
from .game_view_deal_source import GameViewDealSource
from .game_view_role import GameViewRole
from .game_view_status import GameViewStatus
from .get_v1_games_game_id_record_format import GetV1GamesGameIdRecordFormat
from .hand import Hand
from .hint import Hint
from .hint_move import HintMove
from .interrupt_move import InterruptMove
from .interrupt_move_card import InterruptMoveCard
from .interrupt_move_type import InterruptMoveType
from .interruption_eligibility import InterruptionEligibility
from .invitation import Invitation
from .key import Key
from .keys import Keys
from .lay_move import LayMove
from .lay_move_cards_item import LayMoveCardsItem
from .lay_move_type import LayMoveType
from .legal_moves import LegalMoves
from .move_reply import MoveReply
from .notify import Notify
from .pagination_metadata import PaginationMetadata
from .pareo_deal import PareoDeal
from .pareo_deal_hands_item_item import PareoDealHandsItemItem
from .pareo_deal_stock_item import PareoDealStockItem
from .pareo_game import PareoGame
from .pareo_game_deal_type_1 import PareoGameDealType1
from .pareo_game_preset import PareoGamePreset
from .pareo_game_variant import PareoGameVariant
from .pareo_options import PareoOptions
from .pareo_options_target import PareoOptionsTarget
from .pass_move import PassMove
from .pass_move_type import PassMoveType
from .per_move_clock import PerMoveClock
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
from .reveal_move_cards_item import RevealMoveCardsItem
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
from .stake_move_cards_item import StakeMoveCardsItem
from .stake_move_type import StakeMoveType
from .stake_result import StakeResult
from .standings import Standings
from .stream_ticket import StreamTicket
from .swap_move import SwapMove
from .swap_move_give_item import SwapMoveGiveItem
from .swap_move_take_item import SwapMoveTakeItem
from .swap_move_type import SwapMoveType
from .tokens import Tokens
from .total_clock import TotalClock
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
    "AnswerMoveCardsItem",
    "AnswerMoveType",
    "AttackMove",
    "AttackMoveCardsItem",
    "AttackMoveType",
    "Batch",
    "BatchCreated",
    "BatchGame",
    "Bots",
    "Bots0",
    "Bots1",
    "Bots2",
    "Bots3",
    "Bots4",
    "Bots5",
    "CaptureMove",
    "CaptureMoveCard",
    "CaptureMoveTakeItem",
    "CaptureMoveType",
    "CaptureOption",
    "CaptureRequest",
    "CaptureRequestCard",
    "CaptureRequestTableItem",
    "CaptureRequestTakeItem",
    "CaptureRuling",
    "ChooseStyleMove",
    "ChooseStyleMoveType",
    "ClocksView",
    "ClocksViewKind",
    "CompactMove",
    "CompactMoveMove",
    "CompactRecord",
    "CompactRecordOptionsType0",
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
    "DeclineMove",
    "DeclineMoveType",
    "Delivery",
    "DeliveryOutcome",
    "Discrepancy",
    "DropMove",
    "DropMoveCard",
    "DropMoveType",
    "EmotrionsDeal",
    "EmotrionsDealHandsItemItem",
    "EmotrionsDealStockItem",
    "EmotrionsGame",
    "EmotrionsGameDealType1",
    "EmotrionsGamePreset",
    "EmotrionsGameVariant",
    "EmotrionsOptions",
    "EmotrionsOptionsDecks",
    "EmotrionsOptionsTarget",
    "Event",
    "EventPage",
    "ExchangeMove",
    "ExchangeMoveType",
    "ExplanationLine",
    "FourAcesDeal",
    "FourAcesDealHandsItemItem",
    "FourAcesDealStockItem",
    "FourAcesDealTableItem",
    "FourAcesGame",
    "FourAcesGameDealType1",
    "FourAcesGameVariant",
    "FourAcesOptions",
    "FourAcesOptionsInterruptionsPer",
    "FourAcesOptionsMode",
    "GameList",
    "GameSummary",
    "GameView",
    "GameViewBots",
    "GameViewDealSource",
    "GameViewRole",
    "GameViewStatus",
    "GetV1GamesGameIdRecordFormat",
    "Hand",
    "Hint",
    "HintMove",
    "InterruptionEligibility",
    "InterruptMove",
    "InterruptMoveCard",
    "InterruptMoveType",
    "Invitation",
    "Key",
    "Keys",
    "LayMove",
    "LayMoveCardsItem",
    "LayMoveType",
    "LegalMoves",
    "MoveReply",
    "Notify",
    "PaginationMetadata",
    "PareoDeal",
    "PareoDealHandsItemItem",
    "PareoDealStockItem",
    "PareoGame",
    "PareoGameDealType1",
    "PareoGamePreset",
    "PareoGameVariant",
    "PareoOptions",
    "PareoOptionsTarget",
    "PassMove",
    "PassMoveType",
    "PerMoveClock",
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
    "RevealMoveCardsItem",
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
    "StakeMoveCardsItem",
    "StakeMoveType",
    "StakeResult",
    "Standings",
    "StreamTicket",
    "SwapMove",
    "SwapMoveGiveItem",
    "SwapMoveTakeItem",
    "SwapMoveType",
    "Tokens",
    "TotalClock",
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

import LLRBParser
import LLRBIndex

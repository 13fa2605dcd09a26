CREATE TABLE "categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"parent_code" text,
	"level_codes" text NOT NULL,
	"level_names" text NOT NULL,
	"kind" text DEFAULT 'service' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"icon" text,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combo_items" (
	"id" text PRIMARY KEY NOT NULL,
	"combo_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"sku_id" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combos" (
	"id" text PRIMARY KEY NOT NULL,
	"combo_no" text NOT NULL,
	"name" text NOT NULL,
	"slogan" text DEFAULT '' NOT NULL,
	"cover" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_detail" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_fen" bigint NOT NULL,
	"class_code1" text,
	"status" text DEFAULT 'PRO_STATUS_PUT_AWAY' NOT NULL,
	"sales_volume" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"nationwide" boolean DEFAULT true NOT NULL,
	"area_codes" text[] DEFAULT '{}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combos_combo_no_unique" UNIQUE("combo_no")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_no" text NOT NULL,
	"name" text NOT NULL,
	"show_name" text,
	"slogan" text DEFAULT '' NOT NULL,
	"product_describe" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT 'PRO_CLASS_TYPE_SALES' NOT NULL,
	"class_code" text NOT NULL,
	"class_code_name" text NOT NULL,
	"class_code_level" text NOT NULL,
	"class_code_level_name" text NOT NULL,
	"class_code1" text NOT NULL,
	"class_code2" text,
	"class_code3" text,
	"price_type" text DEFAULT 'PRO_FIXED_PRICE' NOT NULL,
	"price_fen" bigint DEFAULT 0 NOT NULL,
	"original_price_fen" bigint DEFAULT 0 NOT NULL,
	"fee_rate_bp" integer,
	"pro_idea" text,
	"ladder_min_bp" integer,
	"task_type" text,
	"trade_type" text DEFAULT 'PRO_PRE_ASK' NOT NULL,
	"can_add_buy" text DEFAULT 'PRO_NOT_ALLOWED_ADD_BUY' NOT NULL,
	"handle_cycle_days" integer,
	"sales_volume" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PRO_STATUS_PUT_AWAY' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"cover" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_detail" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guarantee_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_goods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nationwide" boolean DEFAULT true NOT NULL,
	"area_codes" text[] DEFAULT '{}' NOT NULL,
	"publisher_merchant_id" text,
	"recommend_weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_goods_no_unique" UNIQUE("goods_no")
);
--> statement-breakpoint
CREATE TABLE "goods_sku_attr_values" (
	"id" text PRIMARY KEY NOT NULL,
	"attr_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_sku_attrs" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_skus" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"sku_no" text NOT NULL,
	"value_key" text NOT NULL,
	"value_names" text NOT NULL,
	"price_fen" bigint DEFAULT 0 NOT NULL,
	"fee_rate_bp" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_fields" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"field_code" text NOT NULL,
	"field_name" text NOT NULL,
	"field_value" text DEFAULT '' NOT NULL,
	"field_value_cn" text DEFAULT '' NOT NULL,
	"field_value_num" bigint,
	"field_value_list" jsonb,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_listings" (
	"id" text PRIMARY KEY NOT NULL,
	"product_no" text NOT NULL,
	"trade_key" text NOT NULL,
	"dict_code" text NOT NULL,
	"name" text NOT NULL,
	"show_name" text,
	"dzname" text,
	"class_code" text NOT NULL,
	"class_name" text NOT NULL,
	"class_code_level" text NOT NULL,
	"class_code_level_name" text NOT NULL,
	"class_code1" text NOT NULL,
	"class_code2" text,
	"class_code3" text,
	"platform_price_fen" bigint NOT NULL,
	"reference_price_fen" bigint NOT NULL,
	"goods_img" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_detail" text DEFAULT '' NOT NULL,
	"qft_details" jsonb,
	"province_code" text,
	"city_code" text,
	"district_code" text,
	"name_length" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PRO_STATUS_PUT_AWAY' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_listings_product_no_unique" UNIQUE("product_no")
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" text PRIMARY KEY NOT NULL,
	"case_name" text NOT NULL,
	"case_type" text NOT NULL,
	"case_img" text,
	"case_score" integer,
	"deal_time_days" integer DEFAULT 0 NOT NULL,
	"commodity_amount_fen" bigint DEFAULT 0 NOT NULL,
	"deal_province_code" text,
	"deal_province" text DEFAULT '' NOT NULL,
	"deal_city_code" text,
	"deal_city" text DEFAULT '' NOT NULL,
	"deal_area_code" text,
	"deal_area" text DEFAULT '' NOT NULL,
	"case_default_read" integer DEFAULT 0 NOT NULL,
	"case_real_read_num" integer DEFAULT 0 NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"case_intro" text DEFAULT '' NOT NULL,
	"product_type_code" text NOT NULL,
	"product_one_belong_code" text,
	"product_two_belong_code" text,
	"product_three_belong_code" text,
	"goods_id" text,
	"planner_id" text,
	"up_or_down" integer DEFAULT 1 NOT NULL,
	"detail_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"evaluation_id" text NOT NULL,
	"reply_type" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" text,
	"user_name" text NOT NULL,
	"avatar" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_type" text,
	"goods_id" text,
	"planner_id" text,
	"order_id" text,
	"order_item_id" text,
	"user_id" text,
	"user_name" text NOT NULL,
	"avatar" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"average_score" integer NOT NULL,
	"scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"good_evaluate" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_user_id" text,
	"customer_id" text,
	"customer_phone" text,
	"anonymous_id" text,
	"planner_id" text NOT NULL,
	"relay_number" text,
	"area_code" text,
	"area_name" text,
	"require_code" text,
	"require_name" text,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "planners" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mch_class" text DEFAULT 'MERCHANT_B' NOT NULL,
	"name" text NOT NULL,
	"avatar" text NOT NULL,
	"post_name" text DEFAULT '金牌规划师' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"point" integer DEFAULT 100 NOT NULL,
	"point_level_name" text DEFAULT '' NOT NULL,
	"beat_percent" integer,
	"show_score" boolean DEFAULT true NOT NULL,
	"point_dimensions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pay_num" integer DEFAULT 0 NOT NULL,
	"good_reputation_bp" integer DEFAULT 10000 NOT NULL,
	"evaluator_count" integer DEFAULT 0 NOT NULL,
	"serve_age" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"business_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_type_codes" text[] DEFAULT '{}' NOT NULL,
	"city_code" text NOT NULL,
	"district_code" text,
	"area_codes" text[] DEFAULT '{}' NOT NULL,
	"phone_enc" text NOT NULL,
	"recent_company" text DEFAULT '' NOT NULL,
	"merchant_name" text DEFAULT '' NOT NULL,
	"card" jsonb NOT NULL,
	"store_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"category_id" text,
	"target_type" text DEFAULT 'goods' NOT NULL,
	"target_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_goods_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"store_type" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"owner_user_id" text,
	"team_store_id" text,
	"mch_store_id" text,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stats" jsonb,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" text PRIMARY KEY NOT NULL,
	"location_code" text NOT NULL,
	"material_name" text DEFAULT '' NOT NULL,
	"material_description" text DEFAULT '' NOT NULL,
	"material_url" text NOT NULL,
	"link_type" integer DEFAULT 1 NOT NULL,
	"wap_link" text DEFAULT '' NOT NULL,
	"material_link" text DEFAULT '' NOT NULL,
	"img_link" text DEFAULT '' NOT NULL,
	"terminal_codes" text[] DEFAULT '{}' NOT NULL,
	"area_codes" text[] DEFAULT '{}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "category_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"category_code" text NOT NULL,
	"content_type" integer DEFAULT 1 NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_code" text,
	"ext1" text,
	"ext2" text,
	"ext3" text,
	"ext4" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"user_id" text,
	"source" text DEFAULT '' NOT NULL,
	"source_channel" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"area_code" text,
	"area_name" text,
	"require_code" text,
	"require_name" text,
	"target_type" text,
	"target_id" text,
	"estimate_fen" bigint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" text PRIMARY KEY NOT NULL,
	"category_code" text NOT NULL,
	"name" text NOT NULL,
	"icon_url" text NOT NULL,
	"navigation_way" integer DEFAULT 1 NOT NULL,
	"wap_route" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" text PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"name" text NOT NULL,
	"is_jump_link" integer DEFAULT 0 NOT NULL,
	"wap_route" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"all_search_times" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_combo_id_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sku_attr_values" ADD CONSTRAINT "goods_sku_attr_values_attr_id_goods_sku_attrs_id_fk" FOREIGN KEY ("attr_id") REFERENCES "public"."goods_sku_attrs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sku_attr_values" ADD CONSTRAINT "goods_sku_attr_values_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sku_attrs" ADD CONSTRAINT "goods_sku_attrs_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_fields" ADD CONSTRAINT "trade_fields_listing_id_trade_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."trade_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_replies" ADD CONSTRAINT "evaluation_replies_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_goods" ADD CONSTRAINT "store_goods_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_goods" ADD CONSTRAINT "store_goods_category_id_store_goods_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."store_goods_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_goods_categories" ADD CONSTRAINT "store_goods_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_code","sort");--> statement-breakpoint
CREATE INDEX "categories_level_idx" ON "categories" USING btree ("level","sort");--> statement-breakpoint
CREATE INDEX "combo_items_combo_idx" ON "combo_items" USING btree ("combo_id","sort");--> statement-breakpoint
CREATE INDEX "combo_items_goods_idx" ON "combo_items" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "combos_status_idx" ON "combos" USING btree ("status","sort");--> statement-breakpoint
CREATE INDEX "combos_area_idx" ON "combos" USING gin ("area_codes");--> statement-breakpoint
CREATE INDEX "goods_class1_idx" ON "goods" USING btree ("class_code1");--> statement-breakpoint
CREATE INDEX "goods_class2_idx" ON "goods" USING btree ("class_code2");--> statement-breakpoint
CREATE INDEX "goods_class3_idx" ON "goods" USING btree ("class_code3");--> statement-breakpoint
CREATE INDEX "goods_status_idx" ON "goods" USING btree ("status");--> statement-breakpoint
CREATE INDEX "goods_price_idx" ON "goods" USING btree ("price_fen");--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("sales_volume");--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "goods_recommend_idx" ON "goods" USING btree ("recommend_weight");--> statement-breakpoint
CREATE INDEX "goods_area_idx" ON "goods" USING gin ("area_codes");--> statement-breakpoint
CREATE INDEX "goods_sku_attr_values_attr_idx" ON "goods_sku_attr_values" USING btree ("attr_id","sort");--> statement-breakpoint
CREATE INDEX "goods_sku_attr_values_goods_idx" ON "goods_sku_attr_values" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "goods_sku_attrs_goods_idx" ON "goods_sku_attrs" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_skus_key_uq" ON "goods_skus" USING btree ("goods_id","value_key");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_skus_no_uq" ON "goods_skus" USING btree ("sku_no");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_fields_listing_code_uq" ON "trade_fields" USING btree ("listing_id","field_code");--> statement-breakpoint
CREATE INDEX "trade_fields_code_value_idx" ON "trade_fields" USING btree ("field_code","field_value");--> statement-breakpoint
CREATE INDEX "trade_fields_code_num_idx" ON "trade_fields" USING btree ("field_code","field_value_num");--> statement-breakpoint
CREATE INDEX "trade_key_status_idx" ON "trade_listings" USING btree ("trade_key","status");--> statement-breakpoint
CREATE INDEX "trade_class2_idx" ON "trade_listings" USING btree ("class_code2");--> statement-breakpoint
CREATE INDEX "trade_price_idx" ON "trade_listings" USING btree ("platform_price_fen");--> statement-breakpoint
CREATE INDEX "trade_area_idx" ON "trade_listings" USING btree ("province_code","city_code","district_code");--> statement-breakpoint
CREATE INDEX "trade_created_idx" ON "trade_listings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cases_class_idx" ON "cases" USING btree ("product_one_belong_code","product_two_belong_code");--> statement-breakpoint
CREATE INDEX "cases_area_idx" ON "cases" USING btree ("deal_province_code","deal_city_code","deal_area_code");--> statement-breakpoint
CREATE INDEX "cases_order_idx" ON "cases" USING btree ("up_or_down","is_top","created_at");--> statement-breakpoint
CREATE INDEX "cases_planner_idx" ON "cases" USING btree ("planner_id");--> statement-breakpoint
CREATE INDEX "evaluation_replies_eval_idx" ON "evaluation_replies" USING btree ("evaluation_id","reply_type");--> statement-breakpoint
CREATE INDEX "evaluations_goods_idx" ON "evaluations" USING btree ("goods_id","evaluated_at");--> statement-breakpoint
CREATE INDEX "evaluations_planner_idx" ON "evaluations" USING btree ("planner_id","evaluated_at");--> statement-breakpoint
CREATE INDEX "evaluations_user_idx" ON "evaluations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "evaluations_order_item_idx" ON "evaluations" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "phone_calls_planner_idx" ON "phone_calls" USING btree ("planner_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_calls_relay_idx" ON "phone_calls" USING btree ("relay_number","expires_at");--> statement-breakpoint
CREATE INDEX "phone_calls_live_idx" ON "phone_calls" USING btree ("expires_at") WHERE "phone_calls"."status" = 1 and "phone_calls"."relay_number" is not null;--> statement-breakpoint
CREATE INDEX "phone_calls_customer_idx" ON "phone_calls" USING btree ("customer_user_id");--> statement-breakpoint
CREATE INDEX "planners_city_idx" ON "planners" USING btree ("city_code","district_code");--> statement-breakpoint
CREATE INDEX "planners_status_idx" ON "planners" USING btree ("status");--> statement-breakpoint
CREATE INDEX "planners_point_idx" ON "planners" USING btree ("point");--> statement-breakpoint
CREATE INDEX "planners_pay_idx" ON "planners" USING btree ("pay_num");--> statement-breakpoint
CREATE INDEX "planners_rep_idx" ON "planners" USING btree ("good_reputation_bp");--> statement-breakpoint
CREATE INDEX "planners_types_idx" ON "planners" USING gin ("first_type_codes");--> statement-breakpoint
CREATE INDEX "planners_areas_idx" ON "planners" USING gin ("area_codes");--> statement-breakpoint
CREATE INDEX "store_goods_store_idx" ON "store_goods" USING btree ("store_id","category_id","sort");--> statement-breakpoint
CREATE INDEX "store_goods_categories_store_idx" ON "store_goods_categories" USING btree ("store_id","sort");--> statement-breakpoint
CREATE INDEX "stores_owner_idx" ON "stores" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "stores_team_idx" ON "stores" USING btree ("team_store_id");--> statement-breakpoint
CREATE INDEX "stores_mch_idx" ON "stores" USING btree ("mch_store_id");--> statement-breakpoint
CREATE INDEX "ads_location_idx" ON "ads" USING btree ("location_code","sort");--> statement-breakpoint
CREATE INDEX "category_questions_cat_idx" ON "category_questions" USING btree ("category_code","content_type","sort");--> statement-breakpoint
CREATE INDEX "dict_codes_parent_idx" ON "dict_codes" USING btree ("parent_code","sort");--> statement-breakpoint
CREATE INDEX "faqs_group_idx" ON "faqs" USING btree ("group_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_target_uq" ON "favourites" USING btree ("user_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "favourites_user_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "leads_user_idx" ON "leads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "nav_items_category_idx" ON "nav_items" USING btree ("category_code","sort");--> statement-breakpoint
CREATE INDEX "search_keywords_bucket_idx" ON "search_keywords" USING btree ("bucket","sort");